import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Tabs root: `value`/`onValueChange` or `defaultValue`. Arrow keys move between tabs. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-1 overflow-x-auto rounded-[var(--radius-control)] bg-slate-100 p-1${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`min-h-10 flex-1 whitespace-nowrap rounded-[calc(var(--radius-control)-2px)] px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-navy data-[state=active]:bg-white data-[state=active]:text-navy data-[state=active]:shadow-sm${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`mt-4${className ? ` ${className}` : ''}`} {...rest} />;
}
