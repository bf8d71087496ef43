import { audit } from '../../audit';
import { type AdminCall, auditContext } from './context';

export type AdminListName = 'teams' | 'businesses' | 'users';

/** Every read of a full list is logged (DECISIONS): who looked, at what, through which filter. */
export async function logListRead(
  call: AdminCall,
  list: AdminListName,
  filters: Record<string, string | number | undefined>,
  returned: number,
): Promise<void> {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  await audit(call.db, call.log, {
    action: 'DATA_ACCESS',
    comment: `Admin viewed the list of all ${list}`,
    data: { list, filters: given, returned },
    ...auditContext(call),
  });
}
