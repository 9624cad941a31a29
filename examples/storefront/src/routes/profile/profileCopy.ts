import { copyText } from '../../siteMessages';

/**
 * The profile page's own copy. The spec's strings (the image messages, 'Profile picture updated
 * successfully!', Member Since, Last Login, Account Status, Active) come from core's
 * `dashboardMessages`.
 */
export const profileCopy = {
  'profile.title': 'My Profile',
  'profile.description': 'Your contact details, address and profile picture.',
  'profile.lead': 'Keep your details up to date for faster checkout and support.',
  'profile.loading': 'Loading your profile…',
  'profile.loadFailed': 'We could not load your profile.',
  'profile.retry': 'Try Again',
  'profile.completion': 'Profile completion',
  'profile.completionHint': 'Fill in all 11 details (including a picture) to reach 100%.',
  'profile.changePicture': 'Change profile picture',
  'profile.pictureHint': 'JPEG, PNG, GIF or WebP, up to 5 MB.',
  'profile.pictureAlt': 'Profile picture of {name}',
  'profile.reading': 'Reading the picture… {percent}%',
  'profile.uploading': 'Uploading the picture… {percent}%',
  'profile.savingPicture': 'Saving the picture…',
  'profile.uploadProgress': 'Picture upload',
  'profile.details': 'Personal Details',
  'profile.address': 'Address',
  'profile.edit': 'Edit Profile',
  'profile.save': 'Save',
  'profile.saving': 'Saving...',
  'profile.cancel': 'Cancel',
  'profile.notProvided': 'Not provided',
  'profile.accountInfo': 'Account Information',
  'password.lead':
    'Changing your password signs you out on every other device. This one stays signed in.',
  'password.changed': 'Your password has been changed. Other devices have been signed out.',
  'password.saving': 'Changing...',
  'profile.never': 'Not recorded',
  'field.name': 'Full name',
  'field.email': 'Email',
  'field.mobile_number': 'Mobile number',
  'field.street': 'Street address',
  'field.city': 'City',
  'field.state': 'State',
  'field.pincode': 'Pincode',
  'field.country': 'Country',
  'field.gender': 'Gender',
  'field.date_of_birth': 'Date of birth',
  'gender.none': 'Select gender',
  'gender.male': 'Male',
  'gender.female': 'Female',
  'gender.other': 'Other',
  'gender.prefer-not-to-say': 'Prefer not to say',
} as const;

/** One string of the profile page's copy. */
export const profileText = copyText(profileCopy);
