import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, resetSession } from '../../test/testing';
import { loadDashboard, loadDashboardAhead } from './dashboardLoad';

const ANSWERS = { get: { '/campaings': [], '/inbound-graph': [] } };

describe("the dashboard's data, asked for by the route", () => {
  beforeEach(() => {
    resetSession(true);
    // Takes any request left by another test.
    answerApi(ANSWERS);
    void loadDashboard();
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is requested once: the page takes the request the route started', async () => {
    const { get } = answerApi(ANSWERS);
    get.mockClear();
    expect(loadDashboardAhead()).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    await expect(loadDashboard()).resolves.toEqual([[], []]);
    expect(get).toHaveBeenCalledTimes(2);
    // Taken once: a reload asks again.
    await loadDashboard();
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('is not requested without a session (the layout sends the visitor to the login)', () => {
    resetSession(false);
    const { get } = answerApi(ANSWERS);
    get.mockClear();
    loadDashboardAhead();
    expect(get).not.toHaveBeenCalled();
  });

  it('is asked again when the early request is no longer fresh', async () => {
    vi.useFakeTimers();
    const { get } = answerApi(ANSWERS);
    get.mockClear();
    loadDashboardAhead();
    vi.advanceTimersByTime(11_000);
    await loadDashboard();
    expect(get).toHaveBeenCalledTimes(4);
  });
});
