export * from './accounts';
export * from './business';
export * from './matches';
export * from './money';
export * from './payments';
export * from './teams';
