export * from './members';
export * from './channels';
export * from './cs-notices';
export * from './auth';
export * from './ledger';
export * from './money';
export * from './chat';
export * from './system';
