import { SOCIAL_LINKS } from '../../isomorphic/site.config.ts';
import { ShareIcon } from './icons.tsx';
import { MenuButton } from './menu-button.tsx';

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
