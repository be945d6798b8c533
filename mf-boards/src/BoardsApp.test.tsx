import { render, screen } from '@testing-library/react';
import { BoardsApp } from './BoardsApp';

describe('BoardsApp', () => {
  it.each([
    ['/demo/summer-recipes', 'summer-recipes by demo', ['demo', 'summer-recipes']],
    ['/demo/summer-recipes/soups/', 'soups in summer-recipes by demo', ['soups']],
    ['/demo/', "demo's profile", ['boards']],
    ['/board/55/edit/collaborators', 'Board 55 collaborators', ['55', 'collaborators']],
  ])('%s', (url, heading, texts) => {
    window.history.pushState(null, '', url);
    render(<BoardsApp />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});
