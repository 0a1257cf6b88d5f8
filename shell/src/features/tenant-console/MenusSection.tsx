import { useTranslation } from 'react-i18next';
import { CUSTOM_MENU_GROUPS, type CustomMenuGroup, type CustomMenuItem } from '@mp/contracts';
import { Button, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import {
  addChildItem,
  addMenuItem,
  menuItemPath,
  menuItemsOf,
  moveMenuItem,
  removeMenuItem,
  setMenuItemButton,
  setMenuItemText,
  setMenuItemTitles,
  type ItemAddress,
  type MenuItemTextField,
} from './menu-edit';
import type { SectionProps } from './StylingSection';
import { TitlesField } from './TitlesField';

interface ItemProps extends SectionProps {
  group: CustomMenuGroup;
  address: ItemAddress;
  item: CustomMenuItem;
  siblings: number;
}

function ItemFields({ group, address, item, config, errors, onChange }: ItemProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const path = menuItemPath(group, address);
  const set = (field: MenuItemTextField, value: string) =>
    onChange(setMenuItemText(config, group, address, field, value));
  return (
    <div className="mp-console__pair">
      <TextField
        label={t('menus.itemTitle')}
        hint={t('menus.itemTitleHint')}
        value={item.title}
        required
        error={errors[`${path}.title`]}
        onChange={(event) => set('title', event.target.value)}
      />
      <TitlesField
        name={item.title}
        titles={item.titles}
        languages={config.settings.languages}
        path={path}
        errors={errors}
        onChange={(titles) => onChange(setMenuItemTitles(config, group, address, titles))}
      />
      <TextField
        label={t('menus.itemLink')}
        hint={t('menus.itemLinkHint')}
        value={item.url}
        required
        error={errors[`${path}.url`]}
        onChange={(event) => set('url', event.target.value)}
      />
      <TextField
        label={t('menus.itemImage')}
        hint={t('menus.itemImageHint')}
        value={item.fileKey ?? ''}
        error={errors[`${path}.fileKey`]}
        onChange={(event) => set('fileKey', event.target.value)}
      />
      <label className="mp-console__check">
        <input
          type="checkbox"
          checked={item.button === true}
          onChange={(event) =>
            onChange(setMenuItemButton(config, group, address, event.target.checked))
          }
        />
        {t('menus.itemButton')}
      </label>
    </div>
  );
}

function ItemActions({ group, address, item, siblings, config, onChange }: ItemProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const index = address.at(-1) ?? 0;
  const name = item.title.trim() === '' ? t('menus.untitled', { position: index + 1 }) : item.title;
  return (
    <div className="mp-console__actions">
      <Button
        variant="secondary"
        aria-label={t('menus.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onChange(moveMenuItem(config, group, address, -1))}
      >
        {t('menus.up')}
      </Button>
      <Button
        variant="secondary"
        aria-label={t('menus.moveDown', { name })}
        disabled={index === siblings - 1}
        onClick={() => onChange(moveMenuItem(config, group, address, 1))}
      >
        {t('menus.down')}
      </Button>
      {address.length === 1 && (
        <Button
          variant="secondary"
          aria-label={t('menus.addChildTo', { name })}
          onClick={() => onChange(addChildItem(config, group, address))}
        >
          {t('menus.addChild')}
        </Button>
      )}
      <Button
        variant="link"
        aria-label={t('menus.removeItem', { name })}
        onClick={() => onChange(removeMenuItem(config, group, address))}
      >
        {t('menus.remove')}
      </Button>
    </div>
  );
}

function MenuItemEditor(props: ItemProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const { group, address, item, errors } = props;
  const children = item.children ?? [];
  const path = menuItemPath(group, address);
  return (
    <li className="mp-console__menu-item" data-menu-item={path}>
      <ItemFields {...props} />
      {errors[path] && <p className="mp-field__error">{errors[path]}</p>}
      <ItemActions {...props} />
      {children.length > 0 && (
        <ul
          className="mp-console__menu-children"
          aria-label={t('menus.childrenOf', { name: item.title })}
        >
          {children.map((child, index) => (
            <MenuItemEditor
              key={index}
              {...props}
              address={[...address, index]}
              item={child}
              siblings={children.length}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function MenuGroup({ group, ...props }: SectionProps & { group: CustomMenuGroup }) {
  const { t } = useTranslation(NAMESPACES.console);
  const items = menuItemsOf(props.config, group);
  const groupName = t(`menus.groups.${group}`);
  const groupError = props.errors[`settings.customMenus.${group}`];
  return (
    <fieldset className="mp-console__group mp-console__menu" data-menu-group={group}>
      <legend>{groupName}</legend>
      <p className="mp-console__hint">{t(`menus.groupHints.${group}`)}</p>
      {groupError && <p className="mp-field__error">{groupError}</p>}
      {items.length === 0 ? (
        <p className="mp-console__hint">{t('menus.empty')}</p>
      ) : (
        <ol className="mp-console__menu-items">
          {items.map((item, index) => (
            <MenuItemEditor
              key={index}
              {...props}
              group={group}
              address={[index]}
              item={item}
              siblings={items.length}
            />
          ))}
        </ol>
      )}
      <div className="mp-console__add">
        <Button
          variant="secondary"
          aria-label={t('menus.addTo', { group: groupName })}
          onClick={() => props.onChange(addMenuItem(props.config, group))}
        >
          {t('menus.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The six custom menu groups: items with children, buttons and images, ordered by keyboard. */
export function MenusSection(props: SectionProps) {
  return (
    <>
      {CUSTOM_MENU_GROUPS.map((group) => (
        <MenuGroup key={group} group={group} {...props} />
      ))}
    </>
  );
}
