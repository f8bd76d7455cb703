/**
 * The terminal's start-up and stop lines in English, the source (docs/I18N.md, "Picking a
 * language": `--lang`, else LC_ALL, LC_MESSAGES, LANG). Its type is every locale's type.
 */
export const en = {
  cannotStart: (why: string) => `Minus Auction cannot start: ${why}`,
  on: (stage: string, join: string, health: string, qr: string, where = '') =>
    `\nMinus Auction is on.\n\n  Stage (open on the TV):   ${stage}\n  Phones join at:           ${join}\n  Health:                   ${health}\n${where}\n${qr}\nCtrl-C stops the server.\n`,
  /** Where the rooms are kept (the database's folder). */
  data: (dir: string) => `  Rooms saved in:           ${dir}\n`,
  memory: '  Rooms kept in memory only (DATA_DIR=none): a restart ends them.\n',
  /** Several processes: the Redis they share (password hidden), this process's id, where phones reach it (PROCESS_ADDRESS). */
  cluster: (redis: string, id: string, address: string) => `  Shares rooms through:     Redis at ${redis}, as process ${id}; phones reach it at ${address}\n`,
  ownAddress: 'this page\'s own address',
  stopping: (signal: string) => `\n${signal}: telling the rooms and stopping...`,
  stopError: 'error while stopping:',
  portInUse: (port: number) => `Port ${port} is already in use (is Minus Auction already running?). Set PORT to another one, e.g. PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction could not start:',
};

/** The shape of the terminal's lines in every locale. */
export type TerminalTexts = typeof en;
