import { act, fireEvent, render, screen } from '@testing-library/react';
import { provideFrameOrigins } from 'page-runtime';
import { SurveyPrompt } from './SurveyPrompt';

afterEach(() => {
  jest.useRealTimers();
  provideFrameOrigins([]);
});

const survey = {
  kind: 'survey',
  url: 'https://survey.example.com/s/1',
  delayMs: 5000,
  title: 'Quick question',
  text: 'How relevant?',
  linkText: 'Take the survey',
} as const;

describe('SurveyPrompt', () => {
  it('loads after its delay and is dropped, unseen and unrecorded, when it has not loaded in 15 s', () => {
    jest.useFakeTimers();
    // The site's content policy names the survey's site (PINBOARD_SURVEY_ORIGINS): it is framed.
    provideFrameOrigins(['https://survey.example.com']);
    const onView = jest.fn();
    const onDropped = jest.fn();
    render(<SurveyPrompt display={survey} onView={onView} onComplete={jest.fn()} onDismiss={jest.fn()} onDropped={onDropped} />);
    expect(screen.queryByTitle('Survey')).toBeNull();
    act(() => void jest.advanceTimersByTime(5000));
    expect(screen.getByTitle('Survey')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(14_999));
    expect(screen.getByTitle('Survey')).toBeTruthy();
    expect(onDropped).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByTitle('Survey')).toBeNull();
    expect(onView).not.toHaveBeenCalled();
    // The layer is told, so the next experience's turn comes.
    expect(onDropped).toHaveBeenCalledTimes(1);
  });

  it('opens a survey the content policy would not frame in a new tab, after its delay: following it completes, No thanks dismisses', () => {
    jest.useFakeTimers();
    const onView = jest.fn();
    const onComplete = jest.fn();
    const onDismiss = jest.fn();
    render(<SurveyPrompt display={survey} onView={onView} onComplete={onComplete} onDismiss={onDismiss} onDropped={jest.fn()} />);
    expect(screen.queryByRole('region', { name: 'Survey' })).toBeNull();
    act(() => void jest.advanceTimersByTime(5000));
    const prompt = screen.getByRole('region', { name: 'Survey' });
    expect(screen.queryByTitle('Survey')).toBeNull();
    expect(prompt.textContent).toContain('How relevant?');
    const link = screen.getByRole('link', { name: 'Take the survey (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://survey.example.com/s/1',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(onView).toHaveBeenCalledTimes(1);
    fireEvent.click(link);
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
