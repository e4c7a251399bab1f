import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Field, FieldError } from './field.tsx';

const input = (control: object) => <input {...control} />;

describe('a labelled field', () => {
  test('the label names the control, and a valid field is neither invalid nor described', () => {
    render(<Field label="Clinic name">{input}</Field>);
    const box = screen.getByRole('textbox', { name: 'Clinic name' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  test('the hint is linked to the control, so it is read with it', () => {
    render(
      <Field label="Phone" hint="Eleven digits">
        {input}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone', description: 'Eleven digits' })).toBeTruthy();
  });

  test('the error marks the control invalid and is announced as its description, after the hint', () => {
    render(
      <Field label="Phone" hint="Eleven digits" error="Enter a phone number" errorTestId="error-phone">
        {input}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Phone', description: 'Eleven digits Enter a phone number' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('error-phone').textContent).toBe('Enter a phone number');
  });

  test('two fields on a page get their own ids, never each other’s hint', () => {
    render(
      <>
        <Field label="First" hint="Hint one">
          {input}
        </Field>
        <Field label="Second" hint="Hint two">
          {input}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Second', description: 'Hint two' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First', description: 'Hint one' })).toBeTruthy();
  });

  test('a group’s error line shows only when there is an error', () => {
    const { rerender } = render(<FieldError error={undefined} testId="error-tags" />);
    expect(screen.queryByTestId('error-tags')).toBeNull();
    rerender(<FieldError error="Pick at least one" testId="error-tags" />);
    expect(screen.getByTestId('error-tags').textContent).toBe('Pick at least one');
  });
});
