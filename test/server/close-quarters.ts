/**
 * Disc Wars options for the online drop tests: a small table where the patrols set up 4 in from
 * each edge, so the archers are in missile range from the start (no deployment phase).
 */
export const CLOSE_QUARTERS_SCENARIO = {
  id: 'close',
  name: 'Close quarters',
  width: 16,
  depth: 12,
  lands: [],
  rocks: [],
  setupDepth: 4,
  rounds: 3,
  objective: { x: 8, y: 6 },
};

export const CLOSE_QUARTERS = {
  deploy: false,
  scenario: 'close',
  scenarios: [CLOSE_QUARTERS_SCENARIO],
  armies: ['ashen-patrol', 'verdant-patrol'],
};
