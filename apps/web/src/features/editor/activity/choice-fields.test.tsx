import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ChoiceChecklist, ChoiceSelect } from './choice-fields.tsx';

const doctors = [
  { value: 'd1', label: 'Dr Chen · Attending' },
  { value: 'd2', label: 'Dr Li · Chief' },
  { value: 'd3', label: 'Dr Wu · Resident' },
];
const common = { label: 'Doctor', path: 'doctorId', choices: doctors, error: undefined, unknownLabel: '(gone)', unsetLabel: '(none)' };

describe('picking a doctor by name where the page stores an id', () => {
  test('a select offers every doctor by name and sets the chosen id', () => {
    const onChange = vi.fn();
    render(<ChoiceSelect {...common} value={undefined} required onChange={onChange} />);
    const select = screen.getByLabelText('Doctor') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['(none)', 'Dr Chen · Attending', 'Dr Li · Chief', 'Dr Wu · Resident']);
    fireEvent.change(select, { target: { value: 'd2' } });
    expect(onChange).toHaveBeenCalledWith('d2');
  });

  test('an id the list no longer holds stays selected and says so', () => {
    render(<ChoiceSelect {...common} value="gone-id" required onChange={() => undefined} />);
    const select = screen.getByLabelText('Doctor') as HTMLSelectElement;
    expect(select.value).toBe('gone-id');
    expect(select.selectedOptions[0]?.textContent).toBe('(gone)');
  });

  test('a checklist adds and removes doctors in the order ticked, and stops at the most allowed', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ChoiceChecklist {...common} path="source.ids" value={['d2']} max={2} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Dr Chen · Attending'));
    expect(onChange).toHaveBeenLastCalledWith(['d2', 'd1']);
    fireEvent.click(screen.getByLabelText('Dr Li · Chief'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    rerender(<ChoiceChecklist {...common} path="source.ids" value={['d2', 'd1']} max={2} onChange={onChange} />);
    expect((screen.getByLabelText('Dr Wu · Resident') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Dr Chen · Attending') as HTMLInputElement).disabled).toBe(false);
  });
});
