import { render, screen } from '@testing-library/react';
import { scaleTop, StatsChart } from './StatsChart';

describe('scaleTop: a round top at or above the largest day, with a whole middle', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 4],
    [5, 6],
    [9, 10],
    [33, 40],
    [170, 200],
    [1200, 2000],
  ])('%d → %d', (max, top) => expect(scaleTop(max)).toBe(top));
});

describe('StatsChart', () => {
  it('draws the scale (top, middle, 0), the first, middle and last days in words, and names each bar', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, value: i === 4 ? 5 : 1 }));
    const { container } = render(<StatsChart label="Impressions" days={days} />);
    const [yAxis, xAxis] = [...container.querySelectorAll('ol')].map((list) =>
      [...list.querySelectorAll('li')].map((li) => li.textContent),
    );
    expect(yAxis).toEqual(['6', '3', '0']);
    expect(xAxis).toEqual(['Nov 1', 'Nov 15', 'Nov 30']);
    expect(container.querySelectorAll('rect title')[4]?.textContent).toBe('Nov 5: 5 impressions');
    expect(screen.getByRole('img', { name: 'Impressions per day over the last 30 days' })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('Nov 5, 2026');
  });
});
