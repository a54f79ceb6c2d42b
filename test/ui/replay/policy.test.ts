import { describe, expect, it } from 'vitest';
import { replaySeats, type ReplayAudience } from '../../../src/ui/replay/policy.ts';

const base: ReplayAudience = {
  mode: 'hotseat',
  hiddenInformation: true,
  humanSeat: 0,
  liveSeat: 1,
  over: false,
};

describe('replaySeats', () => {
  it('against the bot shows only the human seat while the game runs', () => {
    expect(replaySeats({ ...base, mode: 'bot', humanSeat: 1, liveSeat: 1 })).toEqual({
      seat: 1,
      choices: [1],
    });
  });
  it('in hot-seat play with hidden hands shows the player holding the device, nobody behind the curtain', () => {
    expect(replaySeats(base)).toEqual({ seat: 1, choices: [1] });
    expect(replaySeats({ ...base, liveSeat: null })).toBeNull();
  });
  it('lets either seat be shown once the game is over or when nothing is hidden', () => {
    expect(replaySeats({ ...base, over: true })).toEqual({ seat: 1, choices: [0, 1] });
    expect(replaySeats({ ...base, mode: 'bot', humanSeat: 0, over: true })).toEqual({
      seat: 0,
      choices: [0, 1],
    });
    expect(replaySeats({ ...base, hiddenInformation: false, liveSeat: null })).toEqual({
      seat: 0,
      choices: [0, 1],
    });
  });
});
