/** The Rubbish Auction coach's words in Malay (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishCoachTexts } from './en.js';

const f = formatsFor('ms');

export const ms: RubbishCoachTexts = {
  pick: (item, first) => `Lelong ${item}, dengan ${first ?? 'anda'} sebagai Pembida Pertama`,
  thisItem: 'barang ini',
  peek: 'Lihat mana-mana kad',
  holdOut: (money, cards) => (money ? `Letak ${cards.length > 1 ? `${cards.join(' + ')} (${money})` : money}` : 'Jangan letak apa-apa'),
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    wanted: (item, bonus) => `Geek anda mahukan ${item} (${f.signed(bonus)} kemasyhuran jika anda menang)`,
    'not-wanted': (item) => `Geek anda tidak mahukan ${item}, jadi biar orang lain yang bayar`,
    'middle-gain': (fame) => `jika anda bukan pembida tertinggi atau terendah, anda dapat ${f.number(fame)} kemasyhuran`,
    'pick-next': 'pembida terendah memilih barang seterusnya',
    saw: (card, of) => `anda nampak ${card} dalam kad ${of}`,
    'last-round': 'ini barang terakhir, jadi hanya kemasyhuran akhir yang dikira',
    'any-card': 'kad tersusun dalam urutan rahsia, jadi tiada kedudukan yang memberitahu lebih daripada yang lain',
  },
};
