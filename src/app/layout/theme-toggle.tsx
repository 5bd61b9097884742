import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { storageKeys, writeStored } from '../../lib/local-storage';
import { serializeDarkMode } from '../../state/ui/dark-mode';
import { darkModeSet } from '../../state/ui/ui-slice';
import { MoonIcon, SunIcon } from '../../components/ui/icons';

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
      title={shellTexts.theme.toggle}
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span className="visually-hidden">{shellTexts.theme.toggle}</span>
    </button>
  );
}
