import { Icon, type IconProps } from '../../../components/ui/icons';

/**
 * Icons only the venue page uses, in the app's icon frame (components/ui/icons.tsx: 24×24,
 * 1.8 px stroke, decorative: the control around them carries the name).
 */
export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </Icon>
);

export const NavigationIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 11.2L20 4l-7.2 16-1.9-6.9z" />
  </Icon>
);

export const ExternalIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 4.5h5.5V10M19.5 4.5L11 13M17 14v4a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 5 18V8.5A1.5 1.5 0 0 1 6.5 7H10" />
  </Icon>
);

export const SubwayIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5.5" y="3.5" width="13" height="14" rx="3.5" />
    <path d="M5.5 11h13M9 14.5h.01M15 14.5h.01M8 20.5l1.5-3M16 20.5l-1.5-3" />
  </Icon>
);

export const BusIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4.5" y="3.5" width="15" height="14" rx="2.5" />
    <path d="M4.5 10h15M8 14.5h.01M16 14.5h.01M7 17.5v2.5M17 17.5v2.5" />
  </Icon>
);

export const CarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 16.5v2M19 16.5v2M3.5 12.5l2-5.2A2 2 0 0 1 7.4 6h9.2a2 2 0 0 1 1.9 1.3l2 5.2v4H3.5z" />
    <path d="M7.5 13.5h.01M16.5 13.5h.01" />
  </Icon>
);

export const CalendarOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M10 13.5l4 4M14 13.5l-4 4" />
  </Icon>
);

export const FootstepsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 3.5c1.7 0 2.5 1.8 2.5 4S9.4 11 8 11 5.5 9.7 5.5 7.5 6.3 3.5 8 3.5zM5.8 13.5h4.4M16 9.5c1.7 0 2.5 1.8 2.5 4s-1.1 3.5-2.5 3.5-2.5-1.3-2.5-3.5.8-4 2.5-4zM13.8 19.5h4.4" />
  </Icon>
);
