/**
 * Pure edits of the draft's custom menus (docs/tenant-console.md#menus): an item is addressed by
 * its group and the indices leading to it (`[2, 0]` is the first child of the third item).
 */
import type { CustomMenuGroup, CustomMenuItem, LocalisedTitles, TenantConfig } from '@mp/contracts';
import { withTitles } from './titles-edit';

export type ItemAddress = readonly number[];

export type MenuItemTextField = 'title' | 'url' | 'fileKey';

export function menuItemsOf(config: TenantConfig, group: CustomMenuGroup): CustomMenuItem[] {
  return config.settings.customMenus[group] ?? [];
}

/** The field path a validation error of this item carries (`settings.customMenus.public.0.children.1`). */
export function menuItemPath(group: CustomMenuGroup, address: ItemAddress): string {
  return [
    'settings',
    'customMenus',
    group,
    ...address.flatMap((at, depth) => (depth === 0 ? [String(at)] : ['children', String(at)])),
  ].join('.');
}

function withMenu(
  config: TenantConfig,
  group: CustomMenuGroup,
  items: CustomMenuItem[],
): TenantConfig {
  const { [group]: _old, ...others } = config.settings.customMenus;
  const customMenus = items.length > 0 ? { ...others, [group]: items } : others;
  return { ...config, settings: { ...config.settings, customMenus } };
}

/** Applies `edit` to the list that holds the addressed item, and the item's index in it. */
function editList(
  items: CustomMenuItem[],
  address: ItemAddress,
  edit: (list: CustomMenuItem[], index: number) => CustomMenuItem[],
): CustomMenuItem[] {
  const [head, ...rest] = address;
  if (head === undefined) return items;
  if (rest.length === 0) return edit(items, head);
  return items.map((item, index) => {
    if (index !== head) return item;
    const children = editList(item.children ?? [], rest, edit);
    const { children: _old, ...own } = item;
    return children.length > 0 ? { ...own, children } : own;
  });
}

function editMenu(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
  edit: (list: CustomMenuItem[], index: number) => CustomMenuItem[],
): TenantConfig {
  return withMenu(config, group, editList(menuItemsOf(config, group), address, edit));
}

const NEW_ITEM: CustomMenuItem = { title: '', url: '' };

/** Appends an empty item to a group (the schema flags its title and link until they are filled). */
export function addMenuItem(config: TenantConfig, group: CustomMenuGroup): TenantConfig {
  return withMenu(config, group, [...menuItemsOf(config, group), NEW_ITEM]);
}

export function addChildItem(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
): TenantConfig {
  return editMenu(config, group, address, (list, index) =>
    list.map((item, at) =>
      at === index ? { ...item, children: [...(item.children ?? []), NEW_ITEM] } : item,
    ),
  );
}

export function removeMenuItem(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
): TenantConfig {
  return editMenu(config, group, address, (list, index) => list.filter((_, at) => at !== index));
}

/** Moves an item one place up (-1) or down (+1) among its siblings; at an end nothing moves. */
export function moveMenuItem(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
  step: -1 | 1,
): TenantConfig {
  return editMenu(config, group, address, (list, index) => {
    const target = index + step;
    if (target < 0 || target >= list.length) return list;
    const moved = [...list];
    [moved[index], moved[target]] = [moved[target]!, moved[index]!];
    return moved;
  });
}

/** Sets a text of an item; a blank image file key removes it. */
export function setMenuItemText(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
  field: MenuItemTextField,
  value: string,
): TenantConfig {
  return editMenu(config, group, address, (list, index) =>
    list.map((item, at) => {
      if (at !== index) return item;
      const { fileKey: _old, ...rest } = item;
      if (field === 'fileKey') return value === '' ? rest : { ...rest, fileKey: value };
      return { ...item, [field]: value };
    }),
  );
}

/** Shows an item as a button or as a plain link (the flag is left out when off). */
export function setMenuItemButton(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
  button: boolean,
): TenantConfig {
  return editMenu(config, group, address, (list, index) =>
    list.map((item, at) => {
      if (at !== index) return item;
      const { button: _old, ...rest } = item;
      return button ? { ...rest, button: true } : rest;
    }),
  );
}

/** Sets an item's titles per language (none: the plain title shows in every language). */
export function setMenuItemTitles(
  config: TenantConfig,
  group: CustomMenuGroup,
  address: ItemAddress,
  titles: LocalisedTitles | undefined,
): TenantConfig {
  return editMenu(config, group, address, (list, index) =>
    list.map((item, at) => (at === index ? withTitles(item, titles) : item)),
  );
}
