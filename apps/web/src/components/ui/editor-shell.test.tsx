import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { EditorShell } from './editor-shell.tsx';

const texts = { fixErrors: 'Fix the fields marked below', submit: 'Save', unsaved: 'Not saved yet' };

describe('the editors’ form', () => {
  test('saving sends the form, and the save button waits while a save is out', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <EditorShell testId="clinic-form" onSubmit={onSubmit} hasErrors={false} texts={texts} saving={false}>
        <input aria-label="Name" />
      </EditorShell>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <EditorShell testId="clinic-form" onSubmit={onSubmit} hasErrors={false} texts={texts} saving>
        <input aria-label="Name" />
      </EditorShell>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a form with errors says so aloud at its top; a clean one says nothing', () => {
    const { rerender } = render(
      <EditorShell testId="f" onSubmit={() => undefined} hasErrors={false} texts={texts} saving={false}>
        {null}
      </EditorShell>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <EditorShell testId="f" onSubmit={() => undefined} hasErrors texts={texts} saving={false}>
        {null}
      </EditorShell>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Fix the fields marked below');
    expect(screen.getByTestId('f').firstElementChild).toBe(alert);
  });

  test('typed work not saved yet is said beside the save button', () => {
    const { rerender } = render(
      <EditorShell testId="f" onSubmit={() => undefined} hasErrors={false} texts={texts} saving={false} dirty={false}>
        {null}
      </EditorShell>,
    );
    expect(screen.queryByText('Not saved yet')).toBeNull();
    rerender(
      <EditorShell testId="f" onSubmit={() => undefined} hasErrors={false} texts={texts} saving={false} dirty>
        {null}
      </EditorShell>,
    );
    expect(screen.getByText('Not saved yet')).toBeTruthy();
  });

  test('the previews stand beside the form, outside it; without them the form stands alone', () => {
    const { container, rerender } = render(
      <EditorShell testId="f" onSubmit={() => undefined} hasErrors={false} texts={texts} saving={false}>
        {null}
      </EditorShell>,
    );
    expect(container.firstElementChild).toBe(screen.getByTestId('f'));
    rerender(
      <EditorShell
        testId="f"
        onSubmit={() => undefined}
        hasErrors={false}
        texts={texts}
        saving={false}
        aside={<section aria-label="Preview" />}
        actions={<a href="/clinics/1">Open the public page</a>}
      >
        {null}
      </EditorShell>,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(screen.getByTestId('f').contains(preview)).toBe(false);
    expect(screen.getByTestId('f').contains(screen.getByRole('link', { name: 'Open the public page' }))).toBe(true);
  });
});
