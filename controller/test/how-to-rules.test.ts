/**
 * The phone's "how to play" tells the room's rules: its vault holds as many cubes as the room's
 * preset hides (docs/RULES.md, "Presets": one in the show, nine in the classic, none possible in a
 * custom game), in the caption and in the drawing, in every language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import '../src/platform/components/lobby-screen.js';
import '../src/platform/components/how-to-play.js';
import type { LobbyScreen } from '../src/platform/components/lobby-screen.js';
import { click, getByRole, minus, mount, room, seat, settle, textOf } from './helpers.js';

afterEach(async () => {
  document.body.replaceChildren();
  await setLocale('en');
});

/** The lobby of a room whose rules hide `removed` cubes, its how-to opened, paused and stepped to the vault's beat. */
async function vaultBeat(preset: string, removed: number, words: { open: RegExp; pause: RegExp; next: RegExp }): Promise<HTMLElement> {
  const view = room({ seats: [seat({ name: 'Ana', vip: true }), seat({ name: 'Ben', avatar: 1 })] });
  view.settings = { ...view.settings, preset, removed };
  const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view, me: 1 });
  await click(getByRole(el, 'button', words.open), el);
  const dialog = getByRole(el, 'dialog');
  await click(getByRole(dialog, 'button', words.pause), el);
  // The vault's beat is the one whose table points at the vault: step on until its caption speaks of it.
  for (let i = 0; i < 7; i++) await click(getByRole(dialog, 'button', words.next), el);
  await settle(el);
  return dialog;
}

const EN = { open: /^how to play$/i, pause: /^pause$/i, next: /next step/i };

describe('how to play tells the room\'s vault', () => {
  it("says nine cubes are hidden in a classic game, and its vault's label too", async () => {
    const dialog = await vaultBeat('classic', 9, EN);
    expect(textOf(dialog)).toMatch(/9 cubes are hidden in the vault/);
    expect(textOf(dialog)).not.toMatch(/One cube is hidden/);
    expect(textOf(dialog)).toMatch(/Vault: 9 hidden cubes/);
  });

  it('says two for genius, one for the show, none for a custom game without a vault', async () => {
    expect(textOf(await vaultBeat('genius', 2, EN))).toMatch(/2 cubes are hidden in the vault/);
    document.body.replaceChildren();
    expect(textOf(await vaultBeat('show', 1, EN))).toMatch(/One cube is hidden in the vault/);
    document.body.replaceChildren();
    const none = textOf(await vaultBeat('custom', 0, EN));
    expect(none).toMatch(/Nothing is hidden in the vault this game/);
    expect(none).not.toMatch(/sure thing/);
  });

  it('says the count in Italian, Korean and Malay too', async () => {
    const says = {
      it: [{ open: /^come si gioca$/i, pause: /^pausa$/i, next: /successivo/i }, /9 cubi sono nascosti nel caveau/],
      ko: [{ open: /^게임 방법$/, pause: /일시 정지|멈춤/, next: /다음/ }, /큐브 9개는 아무도 모르게 금고에/],
      ms: [{ open: /^cara bermain$/i, pause: /^jeda$/i, next: /seterusnya/i }, /9 biji kiub disorok dalam peti besi/],
    } as const;
    for (const [l, [words, line]] of Object.entries(says)) {
      await setLocale(l as 'it');
      expect(textOf(await vaultBeat('classic', 9, words)), l).toMatch(line);
      document.body.replaceChildren();
    }
  });
});
