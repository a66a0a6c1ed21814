import type { errorsEs } from './es';
import type { DeepStrings } from '../types';

/** Same keys as the Spanish reference; a missing or extra key fails typechecking. */
type Catalogue = DeepStrings<typeof errorsEs>;

/** Error catalogue of the console, English. Slots: `{{0}}`, `{{1}}`, `{{2}}`. */
export const errorsEn = {
    codes: {
        // AM: app management
        'AM-0001': 'The serial number was not found.',
        'AM-0002': 'No download URL is available.',
        'AM-0005': 'The maximum number of images has been reached.',
        'AM-0006':
            'The version code cannot be lower than that of an existing version.',
        'AM-0008':
            'The requested item was not found: the parameters or the access token are not valid.',
        'AM-0009': 'One of the parameters has an invalid format.',
        'AM-0011': 'The parent commerce has no economic sector assigned.',
        'AM-0012':
            'No binary file is available for some of the serial numbers.',
        'AM-0019': 'An image file is required.',
        'AM-0020': 'At least one default language must be defined.',
        'AM-0021':
            'There are duplicate languages. Each language can only be added once.',
        'AM-0022': 'A tutorial category requires both an image and a video.',
        'AM-0023': 'The default language cannot be removed.',
        'AM-0029': 'The message could not be created or sent.',
        'AM-0030': 'The file for this version was not found.',
        'AM-0031': 'The third-party app was not found.',
        'AM-0032': 'Some terminals do not have access to this version.',
        'AM-0033': 'At least one active version must exist.',

        // CM: commerce
        'CM-0001': 'The merchant code is already in use.',
        'CM-0003': 'The commerce code already exists.',
        'CM-0005': 'A valid entity is required.',
        'CM-0009': 'The group name is already in use.',
        'CM-0020': 'Errors occurred while validating or processing the CSV file.',
        'CM-0025': 'An advertising campaign already exists for this commerce.',
        'CM-0026': 'The file format is not correct.',

        // CE: commerce fields
        'CE-0001': 'This field is required.',
        'CE-0002': 'The value exceeds the maximum allowed length.',
        'CE-0003': 'The value is shorter than the minimum required length.',

        // GM: general
        'GM-0001': 'The access token was rejected. Please sign in again.',
        'GM-0002': 'The entity is not allowed.',
        'GM-0003': 'An unexpected error occurred. Please try again later.',
        'GM-0004': 'A required value is missing to process the request.',
        'GM-0005': 'The property to sort or classify by was not provided.',
        'GM-0006':
            'The record cannot be deleted because other items depend on it.',
        'GM-0007':
            'The operation cannot be completed because the record is in use.',
        'GM-0008': 'The value provided for {{0}} is not a valid dependency.',
        'GM-0009': 'The value {{1}} of the field {{0}} is already in use.',
        'GM-0010': 'The requested record was not found.',
        'GM-0011': 'The requested record has been removed.',
        'GM-0012':
            'A required configuration is missing. Please contact the administrator.',
        'GM-0013': 'An error occurred while processing the file.',
        'GM-0014': 'No matching occurrence was found.',
        'GM-0015': 'The e-mail address is not valid.',
        'GM-0016': 'The password is not valid.',
        'GM-0017':
            'The serial number is not assigned to any commerce. Please check the warehouses.',
        'GM-0019': 'The CSV file is empty.',

        // IS: identity
        'IS-0001': 'The password and its confirmation do not match.',
        'IS-0002': 'The username or password is not valid.',
        'IS-0003': 'The password does not meet the security requirements.',
        'IS-0004': 'The user is disabled.',
        'IS-0005': 'The user is not valid.',
        'IS-0006': 'An integrator with this code already exists.',
        'IS-0007': 'The e-mail address is already in use.',
        'IS-0008': 'The data provided is incorrect.',
        'IS-0009': 'The identity document details do not match.',
        'IS-0010': 'The current password is incorrect.',
        'IS-0011':
            'The password recovery request has expired. Please request a new one.',
        'IS-0012': 'The password is incorrect.',
        'IS-0013': 'The user is not valid.',
        'IS-0014':
            'Two-factor authentication is enabled. Enter the verification code to continue.',
        'IS-0015': 'The two-factor authentication code is not valid.',
        'IS-0017': 'The 6-digit security code is incorrect.',
        'IS-0019':
            'The cookie duration exceeds the maximum number of days allowed.',
        'IS-0020':
            'This password has already been used. Please choose a different one.',
        'IS-0021': 'The user is blocked. Please contact the administrator.',

        // PM: parameters
        'PM-0001': 'The serial number already exists.',
        'PM-0002': 'The Wi-Fi alias is already in use.',
        'PM-0003': 'Agreements must be enabled when Fidelium is enabled.',
        'PM-0004': 'The parameter name is not correct.',
        'PM-0006': 'The record already exists.',
        'PM-0009': 'The terminal already belongs to a group.',
        'PM-0010':
            'Some terminals do not belong to the commerce or are not available.',
        'PM-0011': 'The terminal parameters were not found.',
        'PM-0014': 'The list must contain at least one element.',
        'PM-0019': 'The BIN configuration is missing or incorrect.',
        'PM-0020': 'The commerce parameters were not found.',
        'PM-0021': 'The global parameters were not found.',
        'PM-0022': 'The group parameters were not found.',
        'PM-0026': 'The terminal parameters were not found.',
        'PM-0027': 'The agreement parameters were not found.',
        'PM-0028': 'The parent commerce has no economic sector assigned.',
        'PM-0029': 'A user is required for EA encryption.',
        'PM-0030': 'The IP address is not valid.',
        'PM-0031': 'The subnet mask is not valid.',
        'PM-0032': 'The Wi-Fi network could not be created.',
        'PM-0033': 'The gateway is not valid.',
        'PM-0034': 'The file header is not correct.',
        'PM-0035': 'There are missing values in row {{0}}.',
        'PM-0036':
            'There is an error in row {{0}}, column {{1}}: the value "{{2}}" is not valid.',

        // TM: terminal
        'TM-0001': 'The serial number does not have a valid format.',
        'TM-0002': 'The terminal was not found.',
        'TM-0003': 'The maximum number of tags per terminal has been exceeded.',
        'TM-0004': 'The specified tags were not found.',
        'TM-0005': 'The profile name is already in use.',
        'TM-0006': 'The alias cannot exceed 150 characters.',
        'TM-0007': 'There are no terminals to process.',
        'TM-0008': 'The serial number already exists.',
        'TM-0009': 'The file format is not correct.',
        'TM-0010': 'The serial number {{0}} already exists in the entity {{1}}.',
        'TM-0011':
            'The terminal cannot be created at this time. Please contact the IT department.',

        // US: user
        'US-0001': 'The user is inactive. Please contact the administrator.',
        'US-0002': 'The username or password is incorrect.',
    },
    generic: {
        requiredFields: 'Please fill in the required fields.',
        oops: 'Oops! An error occurred. Please try again.',
        fileNotFound: 'The file was not found.',
        sessionExpired: 'Your session has expired. Please sign in again.',
        notAuthorized: 'You are not authorized to access this section.',
        noPermission: 'You do not have permission to access this section.',
        noPermissionAction: 'You do not have permission to perform this action.',
        entityNotAllowed: "The user's entity is not allowed.",
        errorTitle: 'Error',
        securityTitle: 'Security',
        network:
            'Could not connect to the server. Please check your internet connection and try again.',
    },
    login: {
        wrongCredentials: 'The username or password is incorrect.',
        secureCodeLength: 'The security code must be 6 digits long.',
        twoFactorLength:
            'The two-factor authentication code must be 6 digits long.',
        incorrectCode: 'The code is incorrect.',
    },
} satisfies Catalogue;
