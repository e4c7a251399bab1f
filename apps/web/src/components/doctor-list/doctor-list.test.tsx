import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { DoctorItemData } from './doctor-item.tsx';
import { DoctorList } from './doctor-list.tsx';

const lin: DoctorItemData = {
  id: 'd-lin',
  name: '林晓',
  title: '视光师',
  photo: '/doctor-photos/lin.svg',
  tags: ['验光配镜', '眼轴测量', '角膜塑形镜', '离焦镜片', '视功能训练'],
  introduction: '负责儿童验光。',
};
const zhou: DoctorItemData = {
  id: 'd-zhou',
  name: 'Dr Zhou Wen',
  title: 'Well-Child Physician',
  photo: null,
  tags: ['Sleep'],
  introduction: '',
};

const renderList = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('doctor list', () => {
  test('shows the first tags and reveals the rest with "show more", then hides them again', () => {
    renderList(<DoctorList doctors={[lin]} />);
    const card = screen.getByTestId('doctor-item');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['验光配镜', '眼轴测量', '角膜塑形镜']);
    const more = within(card).getByTestId('show-more-tags');
    expect(more.textContent).toBe('更多标签（2）');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  test('has no "show more" when every tag fits, and draws an initial when there is no photo', () => {
    renderList(<DoctorList doctors={[zhou]} visibleTags={3} />);
    expect(screen.queryByTestId('show-more-tags')).toBeNull();
    expect(screen.getByTestId('doctor-item').querySelector('img')).toBeNull();
    expect(screen.getByTestId('doctor-item').textContent).toContain('Z');
  });

  test('links a name when asked and says so when the list is empty', () => {
    renderList(<DoctorList doctors={[lin]} hrefOf={(d) => `/doctors/${d.id}`} />);
    expect(screen.getByRole('link', { name: '林晓' }).getAttribute('href')).toBe('/doctors/d-lin');
    renderList(<DoctorList doctors={[]} emptyText="本活动暂无医生" />);
    expect(screen.getByTestId('doctor-list-empty').textContent).toBe('本活动暂无医生');
  });
});
