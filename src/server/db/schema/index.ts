export * from './accounts';
export * from './business';
export * from './email-attachments';
export * from './matches';
export * from './money';
export * from './payments';
export * from './reports';
export * from './teams';
