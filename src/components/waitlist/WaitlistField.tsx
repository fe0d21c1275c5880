import type { Ref } from "react";
import { cleanInput } from "./cleanInput";

interface WaitlistFieldProps {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  maxLength: number;
  defaultValue?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function WaitlistField({ id, label, type = "text", inputRef, ...input }: WaitlistFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        type={type}
        required
        data-clean
        // Cleaning on blur lets the browser's own required check reject a blank of invisible characters.
        onBlur={(event) => cleanInput(event.currentTarget)}
        className="min-h-11 w-full min-w-0 rounded-md border border-ink/20 bg-white px-3 text-base text-ink transition-colors placeholder:text-muted hover:border-ink/40 focus-visible:border-ink focus-visible:outline-offset-0"
      />
    </div>
  );
}
