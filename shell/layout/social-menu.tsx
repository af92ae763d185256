import { siteConfig } from '../site.config.ts';
import { ShareIcon } from './icons.tsx';
import { MenuButton } from './menu-button.tsx';

/** The social link set (spec §3), from the site config. */
export const SOCIAL_LINKS = [
  { label: 'GitHub', href: siteConfig.social.repository },
  { label: 'X (formerly Twitter)', href: siteConfig.social.x },
  { label: 'Blog', href: siteConfig.social.blog },
  { label: 'YouTube', href: siteConfig.social.video },
  { label: 'Discord', href: siteConfig.social.chat },
  { label: 'Bluesky', href: siteConfig.social.bluesky },
  { label: 'Stack Overflow', href: siteConfig.social.questions },
];

export function SocialMenu() {
  return (
    <MenuButton
      label="Social media"
      tooltip="Social media"
      placement="bottom-end"
      items={SOCIAL_LINKS.map((link) => (
        <a key={link.label} role="menuitem" href={link.href} target="_blank" rel="noopener">
          {link.label}
          <span className="docs-visually-hidden"> (opens in a new window)</span>
        </a>
      ))}
    >
      <ShareIcon />
    </MenuButton>
  );
}
