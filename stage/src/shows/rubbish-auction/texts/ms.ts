/** Rubbish Auction's words on the stage in Malay (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { RubbishStageTexts } from './en.js';

const f = formatsFor('ms');
const cards = (n: number) => `${f.number(n)} kad`;

export const ms: RubbishStageTexts = {
  cards,
  deciding: {
    pick: (who) => `${who} pilih barang dan Pembida Pertamanya`,
    peek: (who, of) => `${who} intai satu kad ${of}`,
    holdOut: (who) => `${who} sedang pilih bidaan`,
  },
  onOffer: 'SEDANG DILELONG',
  picking: 'PELELONG SETERUSNYA',
  round: (n, left) => `PUSINGAN ${f.number(n)}/7 · BAKI ${f.number(left)} BARANG`,
  firstBidder: (who) => `Pembida Pertama: ${who}`,
  binned: (item) => `${item}: masuk tong sampah!`,
  recap: (round, line) => `Pusingan ${f.number(round)} · ${line}`,
  fame: 'KEMASYHURAN',
  seat: {
    noItems: 'Belum ada barang',
    holding: (n) => `letak ${f.number(n)}`,
    peeked: (who) => `intai ${who}`,
    blocked: 'disekat pusingan ini',
  },
  finale: {
    geeks: 'PARA GEEK',
    whoWasWho: 'Siapa sebenarnya siapa?',
    wins: (name) => `${name.toUpperCase()} MENANG!`,
    shared: 'TEMPAT PERTAMA DIKONGSI',
    sum: 'kemasyhuran + Geek = jumlah',
    secret: (items) => `? Geek rahsia · ${f.number(items)} barang`,
  },
  levels: { easy: 'Mudah', medium: 'Sederhana', hard: 'Sukar' },
  scenes: { game: 'Rubbish Auction: lelongan sedang berjalan.', finale: 'Rubbish Auction: para Geek dan keputusan.' },
  rules: { timer: 'Pemasa', head: 'Peraturan', blurb: '7 barang, satu Geek rahsia seorang, duit 1, 2, 2, 5, 10 ribu' },
  howTo: {
    geek: (who) => `GEEK RAHSIA ${who.toUpperCase()}`,
    wants: (items, bonus) => `mahukan ${f.list(items)}: +${f.number(bonus)} kemasyhuran setiap satu di akhir`,
    peeked: (who, of) => `${who} mengintai satu kad ${of}:`,
  },
  mirror: {
    offer: (round, item, who) => `Pusingan ${f.number(round)}: ${item} sedang dilelong${who ? `, ${who} buat keputusan` : ''}.`,
    pick: (round, who) => `Pusingan ${f.number(round)}: ${who || 'Pelelong Seterusnya'} pilih barang.`,
    seat: (name, fame, items) => `${name}: ${f.number(fame)} kemasyhuran, ${items.length ? f.list(items) : 'tiada barang'}`,
    blocked: (money) => `, ${money} disekat`,
    holding: (n) => `, letak ${cards(n)}`,
  },
};
