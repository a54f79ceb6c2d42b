/**
 * Battle Line card faces, drawn by our own code on canvas: troops show their colour and value in
 * large print (readable from across the table) with a banner of the colour's name; tactics cards
 * show their name, their kind and their effect; the two decks have different backs, as the real
 * cards do, so the opponent's hand shows how many of each he holds. The words are the reader's
 * language (`FaceTexts`). Textures are cached per card and freed together.
 */
import {
  cardInfo,
  COLOURS,
  TACTIC_EFFECTS,
  TACTIC_NAMES,
  type CardId,
  type TacticId,
} from '../../games/battleline/index.ts';
import { CanvasTextureCache, FONT, wrapText } from '../canvas-text.ts';

export const CARD_W = 2.5;
export const CARD_H = 3.5;
const PX_W = 250;
const PX_H = 350;

export const TROOP_COLOURS: Readonly<Record<string, { fill: string; ink: string }>> = {
  r: { fill: '#c0392b', ink: '#ffffff' },
  o: { fill: '#e67e22', ink: '#1d1d1d' },
  y: { fill: '#f1c40f', ink: '#1d1d1d' },
  g: { fill: '#27ae60', ink: '#ffffff' },
  b: { fill: '#2e6fd1', ink: '#ffffff' },
  p: { fill: '#8e44ad', ink: '#ffffff' },
};

/** The words printed on tactics faces and deck backs, in the reader's language. */
export interface FaceTexts {
  name(id: TacticId): string;
  effect(id: TacticId): string;
  kind(kind: 'morale' | 'environment' | 'guile'): string;
  back(deck: 'troop' | 'tactics'): string;
}

export const ENGLISH_FACES: FaceTexts = {
  name: (id) => TACTIC_NAMES[id],
  effect: (id) => TACTIC_EFFECTS[id],
  kind: (k) => k.toUpperCase(),
  back: (deck) => (deck === 'troop' ? 'TROOPS' : 'TACTICS'),
};

function frame(g: CanvasRenderingContext2D, fill: string): void {
  g.fillStyle = '#f7f1e1';
  g.beginPath();
  g.roundRect(0, 0, PX_W, PX_H, 18);
  g.fill();
  g.fillStyle = fill;
  g.beginPath();
  g.roundRect(10, 10, PX_W - 20, PX_H - 20, 12);
  g.fill();
}

function drawTroop(g: CanvasRenderingContext2D, id: CardId): void {
  const info = cardInfo(id);
  if (!info) return;
  const letter = COLOURS[info.colour] ?? 'r';
  const c = TROOP_COLOURS[letter] ?? { fill: '#777', ink: '#fff' };
  frame(g, c.fill);
  g.fillStyle = c.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  // Corner values sit in the top strip, the part left visible when cards overlap in a column.
  g.font = `800 64px ${FONT}`;
  g.fillText(String(info.value), 52, 52);
  g.fillText(String(info.value), PX_W - 52, 52);
  // The same at the bottom, upside down, so the opponent reads the card from his side too.
  g.save();
  g.translate(PX_W, PX_H);
  g.rotate(Math.PI);
  g.fillText(String(info.value), 52, 52);
  g.fillText(String(info.value), PX_W - 52, 52);
  g.restore();
  g.font = `900 150px ${FONT}`;
  g.fillText(String(info.value), PX_W / 2, PX_H / 2 + 20);
  g.strokeStyle = c.ink;
  g.lineWidth = 4;
  g.beginPath();
  g.arc(PX_W / 2, PX_H / 2 + 20, 92, 0, Math.PI * 2);
  g.stroke();
}

function drawTactic(g: CanvasRenderingContext2D, id: TacticId, texts: FaceTexts): void {
  const info = cardInfo(id);
  frame(g, '#3b2f22');
  g.fillStyle = '#e9d9b0';
  g.beginPath();
  g.roundRect(18, 18, PX_W - 36, PX_H - 36, 8);
  g.fill();
  g.fillStyle = '#5b1d14';
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  // A long name in one word (アレクサンダー) is set smaller rather than broken.
  const name = texts.name(id);
  g.font = `800 30px ${FONT}`;
  const wide = g.measureText(name).width;
  if (!name.includes(' ') && wide > PX_W - 48)
    g.font = `800 ${Math.max(18, Math.floor((30 * (PX_W - 48)) / wide))}px ${FONT}`;
  wrapText(g, name, PX_W / 2, 58, PX_W - 48, 32);
  g.font = `700 17px ${FONT}`;
  g.fillStyle = '#7a5a2a';
  const kind = info?.kind;
  g.fillText(
    texts.kind(kind === 'morale' || kind === 'environment' ? kind : 'guile'),
    PX_W / 2,
    128,
  );
  g.fillStyle = '#2a2118';
  g.font = `500 21px ${FONT}`;
  wrapText(g, texts.effect(id), PX_W / 2, 168, PX_W - 52, 25);
}

function drawBack(g: CanvasRenderingContext2D, deck: 'troop' | 'tactics', texts: FaceTexts): void {
  const base = deck === 'troop' ? '#1d3557' : '#6b1f1f';
  frame(g, base);
  g.strokeStyle = 'rgba(255,255,255,0.18)';
  g.lineWidth = 3;
  for (let i = -PX_H; i < PX_W + PX_H; i += 22) {
    g.beginPath();
    g.moveTo(i, 10);
    g.lineTo(i + PX_H, PX_H - 10);
    g.stroke();
  }
  g.fillStyle = '#f7f1e1';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `800 30px ${FONT}`;
  g.fillText(texts.back(deck), PX_W / 2, PX_H / 2);
}

export type FaceKey = CardId | 'back:troop' | 'back:tactics';

/** Battle Line card faces and backs in one language, drawn once each. */
export class CardTextures extends CanvasTextureCache<FaceKey> {
  constructor(texts: FaceTexts = ENGLISH_FACES) {
    super(PX_W, PX_H, (g, key) => {
      if (key === 'back:troop' || key === 'back:tactics')
        drawBack(g, key === 'back:troop' ? 'troop' : 'tactics', texts);
      else if (cardInfo(key)?.kind === 'troop') drawTroop(g, key);
      else drawTactic(g, key as TacticId, texts);
    });
  }
}
