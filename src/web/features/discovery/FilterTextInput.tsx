import { useEffect, useRef, useState } from 'react';
import { Input, type InputProps } from '../../components/ui/Input';

/** Typing settles this long before the filter changes, so each keystroke does not fetch. */
const DEBOUNCE_MS = 300;

interface FilterTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The filter as it is in the URL. */
  value: string;
  onCommit: (value: string) => void;
}

/** A text filter that commits after the user pauses typing, and follows the URL (Back, Clear Filters). */
export function FilterTextInput({ value, onCommit, ...rest }: FilterTextInputProps) {
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // Follow the URL when it changes from elsewhere, but keep what is typed (a trailing space, say).
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit.current(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      {...rest}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.current(text.trim());
      }}
    />
  );
}
