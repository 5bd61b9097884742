import { useAppDispatch, useAppSelector } from '../hooks';
import { t } from '../i18n/nb';
import { storageKeys, writeStored } from '../session/storage';
import { serializeDarkMode } from '../ui/dark-mode';
import { darkModeSet } from '../ui/ui-slice';
import { MoonIcon, SunIcon } from './icons';

/** Toggling flips the theme and stores the choice (SPEC §4 Dark mode). */
export function ThemeToggle() {
  const dark = useAppSelector((s) => s.ui.darkMode);
  const dispatch = useAppDispatch();
  const toggle = () => {
    writeStored(storageKeys.darkMode, serializeDarkMode(!dark));
    dispatch(darkModeSet(!dark));
  };
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      title={t.theme.toggle}
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span className="visually-hidden">{t.theme.toggle}</span>
    </button>
  );
}
