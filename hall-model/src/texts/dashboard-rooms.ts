// The office's Rooms section (issue 31, decision 034): the list, the editor and the CSV import.
// Numbers arrive formatted (with their count where the English says 'bed' or 'beds').
export const roomsText = {
  searchByRoomOrId: 'Search by room or ID',
  floor: 'Floor',
  allFloors: 'All floors',
  hasFreeBeds: 'Has free beds',
  addRoom: 'Add room',
  headers: {
    room: 'Room',
    floor: 'Floor',
    beds: 'Beds',
    free: 'Free',
    occupants: 'Occupants',
    nextInLine: 'Next in line',
    change: 'Change',
  },
  room: (number: string) => `Room ${number}`,
  nobodyYet: 'Nobody yet',
  edit: 'Edit',
  editRoom: (number: string) => `Edit room ${number}`,
  remove: 'Remove',
  removeRoom: (number: string) => `Remove room ${number}`,
  /** '1 free', or 'Full'. */
  free: (shown: string) => `${shown} free`,
  full: 'Full',
  beds: (count: number, shown: string) => `${shown} ${count === 1 ? 'bed' : 'beds'}`,
  editor: {
    newRoom: 'New room',
    number: 'Room number',
    floorOrBlock: 'Floor or block',
    beds: 'Beds',
    notes: 'Notes',
    save: 'Save',
    cancel: 'Cancel',
  },
  import: {
    title: 'Import rooms',
    /** Around the CSV's header line, shown as code between them. */
    before: 'A CSV file whose first line is ',
    after: (most: string) =>
      `, one room a line, at most ${most}. Rooms already listed are changed; nothing is imported while any row is wrong.`,
    file: 'Rooms CSV',
    submit: 'Import CSV',
    chooseFile: 'Choose the CSV file of rooms first.',
    nameColumns: (columns: string) => `The CSV's first line must name its columns: ${columns}.`,
    imported: (added: string, changed: string, unchanged: string) =>
      `Imported: ${added} added, ${changed} changed, ${unchanged} unchanged`,
    refused: 'Nothing was imported. Correct these rows and import the file again:',
  },
};
