import { act, render, screen } from '@testing-library/react';
import { SurveyPrompt } from './SurveyPrompt';

afterEach(() => jest.useRealTimers());

describe('SurveyPrompt', () => {
  it('loads after its delay and is dropped, unseen and unrecorded, when it has not loaded in 15 s', () => {
    jest.useFakeTimers();
    const onView = jest.fn();
    render(
      <SurveyPrompt
        display={{ kind: 'survey', url: 'https://survey.example.com/s/1', delayMs: 5000 }}
        onView={onView}
        onComplete={jest.fn()}
        onDismiss={jest.fn()}
      />,
    );
    expect(screen.queryByTitle('Survey')).toBeNull();
    act(() => void jest.advanceTimersByTime(5000));
    expect(screen.getByTitle('Survey')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(14_999));
    expect(screen.getByTitle('Survey')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByTitle('Survey')).toBeNull();
    expect(onView).not.toHaveBeenCalled();
  });
});
