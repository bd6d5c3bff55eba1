/** Practices context constants and texts (spec sections 2, 5 and 8). */
export const PRACTICE_MESSAGES = {
  empty: 'No practices found. Add a practice to get started.',
  locationUnknown: 'No location found for this postcode. Enter the latitude and longitude.',
  noAvailability: 'No availability in next 7 days',
  confirmDelete: 'Are you sure you want to delete this practice?',
  invalidJson: 'Invalid JSON format. Please check your data and try again.',
  loadFailed: 'Failed to load practices. Please try again.',
  saveFailed: 'Failed to save practice. Please try again.',
  deleteFailed: 'Failed to delete practice. Please try again.',
  importFailed: 'Failed to import practices. Please try again.',
  sampleFailed: 'Failed to import sample practices. Please try again.',
  sampleImported: 'Sample practices imported successfully!',
  notFound: 'Practice not found.',
  operativeNotFound: 'Operative not found at this practice.',
  deleteBlocked:
    'This practice has upcoming held or booked appointments and cannot be deleted. Cancel or move them first.',
  nameRequired: 'Enter the practice name.',
  line1Required: 'Enter the first line of the address.',
  cityRequired: 'Enter the town or city.',
  postcodeRequired: 'Enter the postcode.',
  phoneRequired: 'Enter the phone number.',
  emailInvalid: 'Enter a valid email address.',
  websiteInvalid: 'Enter a valid website address, like https://example.com.',
  latitudeRange: 'Latitude must be a number between -90 and 90.',
  longitudeRange: 'Longitude must be a number between -180 and 180.',
  operativeNameRequired: "Enter the operative's name.",
  pageQueryTooLong: 'Search for at most 100 characters.',
  pageBadCursor: 'This page link has expired or was changed. Start the list again.',
  pageBadLimit: 'Ask for between 1 and 100 practices at a time.',
  pageEmptySearch: 'No practices match your search.',
} as const;
/** The admin's practices page (ADR 0031): operatives come with each page, never all at once. */
export const PRACTICES_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;
export const MAX_IMPORT_ITEMS = 500;
