/**
 * Tokens of devices remembered after a two-factor sign-in, per account (lower-cased email), in local storage:
 * they outlive a logout on purpose (that is what "remember this device" means) and are sent with the password.
 */
const KEY = 'rememberedDevices';

export type RememberedDeviceEntry = { token: string; id: number; expiresAt: string };

function readAll(): Record<string, RememberedDeviceEntry> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, RememberedDeviceEntry>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, RememberedDeviceEntry>) {
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the code is asked again next time.
  }
}

/** This device's token for the account, while it has not expired. */
export function rememberedDeviceFor(email: string): RememberedDeviceEntry | undefined {
  const entry = readAll()[email.trim().toLowerCase()];
  return entry && Date.parse(entry.expiresAt) > Date.now() ? entry : undefined;
}

export function saveRememberedDevice(email: string, entry: RememberedDeviceEntry) {
  writeAll({ ...readAll(), [email.trim().toLowerCase()]: entry });
}

export function forgetRememberedDevice(email: string) {
  const all = readAll();
  delete all[email.trim().toLowerCase()];
  writeAll(all);
}
