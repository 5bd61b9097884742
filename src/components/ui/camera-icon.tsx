import { Svg, type IconProps } from './icons';

/**
 * A camera (the scan buttons). In a file of its own: only the counter screens, which load
 * lazily, use it, so it stays out of the first visit's app shell, where icons.tsx is.
 */
export const CameraIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);
