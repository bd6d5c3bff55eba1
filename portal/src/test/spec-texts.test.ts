import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible text of the spec's sections 2, 5 and 8 that belongs to the patient screens,
 * character for character. Texts live in the portal or in the shared constants modules it imports.
 * `{X}` marks a value filled in at run time: the parts around it must appear.
 */
const EXPECTED: Record<string, string[]> = {
  gate: ['Site Under Development', 'This site is currently under development. Please enter the password to access the content.', 'Enter Site', 'Incorrect password. Please try again.'],
  cookie: ['Cookie Notice'],
  'availability-form': ['Please enter your postcode to find the nearest practice.', 'Please verify that you are not a robot.', 'Failed to verify you are not a robot. Please try again.', 'No practices found. Please try a different postcode.', 'Failed to find nearest practice. Please try again.'],
  'availability-check': [
    'Next Available Appointment',
    '+{N} more',
    'Book Appointment',
    'Return to Home',
    'Distance not available',
    'Next available:',
    'Check availability',
    'Select This Practice',
    'Check Availability',
    'No alternative options are currently available.',
    'Continue with booking',
    'Payment Processing',
    'Appointment Booked Successfully!',
    'No Available Appointments Found',
    'Search within {N}km',
    'No practices found within {N}km of your location.',
    'No available appointments found within {N}km. Try increasing the search distance.',
    'Failed to find available appointments. Please try again.',
    'No available appointments found for {practice} within the next 7 days.',
    'Failed to check availability for the selected practice. Please try again.',
    'Failed to refresh available slots. Please try again.',
    'Failed to check availability for the selected date. Please try again.',
    'Failed to check availability for today. Please try again.',
    'Failed to check availability for the suggested date. Please try again.',
    'Error loading map coordinates',
    'No appointments available today. Please select a future date.',
    'Could not find coordinates for one or both locations',
    'Email is required to confirm your appointment',
    'Please enter a valid email address',
    'Please select a date that is not in the past.',
    'No appointments available on {date}. Please select another date.',
    'Please select an appointment slot.',
    'The selected slot is no longer available. Please select another time.',
    'Sorry, this appointment slot has just been booked by someone else. Please select another time.',
    'This slot is no longer available',
    'There was an error processing your payment. Please try again.',
  ],
  confirmation: ['Failed to send confirmation email. Please check your email address.', 'You can still view your appointment details below.'],
  login: ['Admin Login', 'Sign in', 'Signing in...', 'Return to homepage', 'Please enter both email and password.', 'Invalid email address format.', 'This account has been disabled.', 'Failed to log in. Please try again.'],
  user: ['My Appointments', 'Upcoming Appointments', "You don't have any upcoming appointments.", 'Book an Appointment', 'Book a New Appointment', 'Failed to load appointments. Please try again.'],
  formatting: ['Invalid time', 'Invalid date'],
  // The admin screens; admin-tabs.test.tsx also reads each of these off the rendered tabs.
  'admin-access': ['You do not have admin privileges.', 'Access Denied', 'You do not have permission to access this page.', 'Go to Login', 'Logged in as'],
  'admin-practices': [
    'No practices found. Add a practice to get started.',
    'No availability in next 7 days',
    'Are you sure you want to delete this practice?',
    'Invalid JSON format. Please check your data and try again.',
    'Failed to load practices. Please try again.',
    'Failed to save practice. Please try again.',
    'Failed to delete practice. Please try again.',
    'Failed to import practices. Please try again.',
    'Failed to import sample practices. Please try again.',
    'Sample practices imported successfully!',
  ],
  'admin-availability': [
    'Create Recurring Daily Slots',
    'Generate Slots',
    'Save Availability',
    'Save Recurring Availability',
    'Please select a practice, operative, and date.',
    'Failed to generate availability slots. Please try again.',
    'Failed to save availability. Please try again.',
    'Availability saved successfully!',
  ],
  'admin-appointments': [
    'No {filter} appointments found.',
    'Confirm Appointment',
    'Confirm & Process Payment',
    'Confirmed',
    'Payment Processed',
    'Failed to load appointments. Please try again.',
    'Failed to confirm appointment. Please try again.',
    'Appointment confirmed successfully. Payment will be captured automatically.',
  ],
  'admin-settings': ['Admin Controls', 'Error updating protection status: {message}', 'Error updating payment processing mode: {message}'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(full, 'utf8')] : [];
  });
}

const root = path.resolve(import.meta.dirname, '..');
const corpus = [...sources(root), ...sources(path.resolve(root, '../../src/modules'))]
  .join('\n')
  // JSX text escapes the apostrophe; compare the text a person reads.
  .replaceAll('&apos;', "'");

describe('spec texts on the patient and admin screens', () => {
  for (const [screen, texts] of Object.entries(EXPECTED)) {
    it.each(texts)(`${screen}: %s`, (text) => {
      for (const part of text.split(/\{[^}]+\}/).filter((p) => p.trim().length > 1)) {
        expect(corpus.includes(part)).toBe(true);
      }
    });
  }
});
