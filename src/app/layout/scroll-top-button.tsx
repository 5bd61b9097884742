import { useEffect, useState } from 'react';
import { shellTexts } from '../../i18n/nb/shell';
import { ArrowUpIcon } from '../../components/ui/icons';
import './scroll-top-button.css';

/** SPEC §9: shown after 50 px of scrolling. */
export const scrollTopThreshold = 50;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="scroll-top"
      title={shellTexts.scrollTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{shellTexts.scrollTop}</span>
    </button>
  );
}
