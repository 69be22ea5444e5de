// A signed-in account's menu entries: the signed-in chunk's, off a visitor's first load. Imported
// by that chunk alone (a text module shared by two chunks would become a chunk of its own).

export const menuText = {
  dashboard: 'Dashboard',
  dining: 'Dining',
  logOut: 'LogOut',
};
