import { afterFirstInteraction } from './after-first-interaction';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs on the first interaction, once', () => {
  const work = jest.fn();
  afterFirstInteraction(work, { delayMs: 3000 });
  expect(work).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(5000);
  expect(work).toHaveBeenCalledTimes(1);
});

it('runs the given time after the load when nobody touches the page', () => {
  const work = jest.fn();
  afterFirstInteraction(work, { delayMs: 3000 });
  jest.advanceTimersByTime(2999);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('scroll'));
  expect(work).toHaveBeenCalledTimes(1);
});

it('waits for the load event before counting down', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const work = jest.fn();
  afterFirstInteraction(work, { delayMs: 1000 });
  jest.advanceTimersByTime(5000);
  expect(work).not.toHaveBeenCalled();
  readyState.mockRestore();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(1000);
  expect(work).toHaveBeenCalledTimes(1);
});

it('does nothing once cancelled', () => {
  const work = jest.fn();
  const cancel = afterFirstInteraction(work, { delayMs: 1000 });
  cancel();
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(2000);
  expect(work).not.toHaveBeenCalled();
});
