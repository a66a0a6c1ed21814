/**
 * Error catalogue of the console, Spanish (reference language and fallback).
 *
 * Codes follow section 8 of the console spec ("The error catalogue").
 * Substitution slots use the console's message syntax: `{{0}}`, `{{1}}`, `{{2}}`.
 * en.ts and pt.ts must have exactly these keys (enforced by their types).
 */
import type { CatalogueCode } from './catalogueCodes';

export const errorsEs = {
  codes: {
    // AM: app management
    'AM-0001': 'No se encontró el número de serie indicado.',
    'AM-0002': 'No hay una URL de descarga disponible.',
    'AM-0005': 'Se alcanzó el número máximo de imágenes permitidas.',
    'AM-0006': 'El código de versión no puede ser inferior al de una versión existente.',
    'AM-0008': 'No se encontró el elemento solicitado: los parámetros o el token de acceso no son válidos.',
    'AM-0009': 'Uno de los parámetros no tiene un formato válido.',
    'AM-0011': 'El comercio principal no tiene un sector económico asignado.',
    'AM-0012': 'No hay un archivo binario disponible para algunos de los números de serie.',
    'AM-0019': 'Debe adjuntar un archivo de imagen.',
    'AM-0020': 'Debe definir al menos un idioma predeterminado.',
    'AM-0021': 'Hay idiomas duplicados. Cada idioma solo puede agregarse una vez.',
    'AM-0022': 'Una categoría de tutorial requiere una imagen y un video.',
    'AM-0023': 'No se puede eliminar el idioma predeterminado.',
    'AM-0029': 'No se pudo crear o enviar el mensaje.',
    'AM-0030': 'No se encontró el archivo de esta versión.',
    'AM-0031': 'No se encontró la aplicación de terceros.',
    'AM-0032': 'Hay terminales que no tienen acceso a esta versión.',
    'AM-0033': 'Debe existir al menos una versión activa.',
    'AM-0034':
      'El espacio de archivos de la entidad está lleno: elimine archivos que no use o pida que se amplíe su cuota.',
    'AM-0035': 'Este archivo debe subirse desde la consola; no se admiten direcciones externas.',

    // CM: commerce
    'CM-0001': 'El código de comerciante ya está en uso.',
    'CM-0003': 'El código de comercio ya existe.',
    'CM-0005': 'Debe indicar una entidad válida.',
    'CM-0009': 'El nombre del grupo ya está en uso.',
    'CM-0020': 'Se produjeron errores al validar o procesar el archivo CSV.',
    'CM-0025': 'Ya existe una campaña publicitaria para este comercio.',
    'CM-0026': 'El formato del archivo no es correcto.',

    // CE: commerce fields
    'CE-0001': 'Este campo es obligatorio.',
    'CE-0002': 'El valor supera la longitud máxima permitida.',
    'CE-0003': 'El valor no alcanza la longitud mínima requerida.',

    // GM: general
    'GM-0001': 'El token de acceso fue rechazado. Inicie sesión nuevamente.',
    'GM-0002': 'La entidad no está permitida.',
    'GM-0003': 'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
    'GM-0004': 'Falta un dato necesario para procesar la solicitud.',
    'GM-0005': 'No se indicó la propiedad por la que se debe ordenar o clasificar.',
    'GM-0006': 'No se puede eliminar el registro porque tiene elementos dependientes.',
    'GM-0007': 'No se puede completar la operación porque el registro está en uso.',
    'GM-0008': 'El valor indicado para {{0}} no es una dependencia válida.',
    'GM-0009': 'El valor {{1}} del campo {{0}} ya está en uso.',
    'GM-0010': 'No se encontró el registro solicitado.',
    'GM-0011': 'El registro solicitado fue eliminado.',
    'GM-0012': 'Falta una configuración necesaria. Póngase en contacto con el administrador.',
    'GM-0013': 'Se produjo un error al procesar el archivo.',
    'GM-0014': 'No se encontró ninguna coincidencia.',
    'GM-0015': 'La dirección de correo electrónico no es válida.',
    'GM-0016': 'La contraseña no es válida.',
    'GM-0017': 'El número de serie no está asignado a ningún comercio. Verifique los almacenes.',
    'GM-0019': 'El archivo CSV está vacío.',

    // IS: identity
    'IS-0001': 'La contraseña y su confirmación no coinciden.',
    'IS-0002': 'El usuario o la contraseña no son válidos.',
    'IS-0003': 'La contraseña no cumple los requisitos de seguridad.',
    'IS-0004': 'El usuario está deshabilitado.',
    'IS-0005': 'El usuario no es válido.',
    'IS-0006': 'Ya existe un integrador con este código.',
    'IS-0007': 'La dirección de correo electrónico ya está en uso.',
    'IS-0008': 'Los datos proporcionados son incorrectos.',
    'IS-0009': 'Los datos del documento de identidad no coinciden.',
    'IS-0010': 'La contraseña actual es incorrecta.',
    'IS-0011': 'La solicitud de recuperación de contraseña ha expirado. Solicite una nueva.',
    'IS-0012': 'La contraseña es incorrecta.',
    'IS-0013': 'El usuario no es válido.',
    'IS-0014': 'La autenticación de dos factores está activada. Escriba el código de verificación para continuar.',
    'IS-0015': 'El código de autenticación de dos factores no es válido.',
    'IS-0017': 'El código de seguridad de 6 dígitos es incorrecto.',
    'IS-0019': 'La duración de la cookie supera el número máximo de días permitido.',
    'IS-0020': 'Esta contraseña ya se utilizó anteriormente. Elija una diferente.',
    'IS-0021': 'El usuario está bloqueado. Póngase en contacto con el administrador.',

    // PM: parameters
    'PM-0001': 'El número de serie ya existe.',
    'PM-0002': 'El alias de la red wifi ya está en uso.',
    'PM-0003': 'Los convenios deben estar activados cuando Fidelium está activado.',
    'PM-0004': 'El nombre del parámetro no es correcto.',
    'PM-0006': 'El registro ya existe.',
    'PM-0009': 'La terminal ya pertenece a un grupo.',
    'PM-0010': 'Hay terminales que no pertenecen al comercio o que no están disponibles.',
    'PM-0011': 'No se encontraron los parámetros de la terminal.',
    'PM-0014': 'La lista debe contener al menos un elemento.',
    'PM-0019': 'La configuración de BIN no existe o es incorrecta.',
    'PM-0020': 'No se encontraron los parámetros del comercio.',
    'PM-0021': 'No se encontraron los parámetros globales.',
    'PM-0022': 'No se encontraron los parámetros del grupo.',
    'PM-0026': 'No se encontraron los parámetros de la terminal.',
    'PM-0027': 'No se encontraron los parámetros del convenio.',
    'PM-0028': 'El comercio principal no tiene un sector económico asignado.',
    'PM-0029': 'Se requiere un usuario para el cifrado EA.',
    'PM-0030': 'La dirección IP no es válida.',
    'PM-0031': 'La máscara de subred no es válida.',
    'PM-0032': 'No se pudo crear la red wifi.',
    'PM-0033': 'La puerta de enlace no es válida.',
    'PM-0034': 'El encabezado del archivo no es correcto.',
    'PM-0035': 'Faltan valores en la fila {{0}}.',
    'PM-0036': 'Hay un error en la fila {{0}}, columna {{1}}: el valor "{{2}}" no es válido.',

    // TM: terminal
    'TM-0001': 'El número de serie no tiene un formato válido.',
    'TM-0002': 'No se encontró la terminal.',
    'TM-0003': 'Se superó el número máximo de etiquetas por terminal.',
    'TM-0004': 'No se encontraron las etiquetas indicadas.',
    'TM-0005': 'El nombre del perfil ya está en uso.',
    'TM-0006': 'El alias no puede superar los 150 caracteres.',
    'TM-0007': 'No hay terminales para procesar.',
    'TM-0008': 'El número de serie ya existe.',
    'TM-0009': 'El formato del archivo no es correcto.',
    'TM-0010': 'El número de serie {{0}} ya existe en la entidad {{1}}.',
    'TM-0011': 'En este momento no es posible crear la terminal. Póngase en contacto con el departamento de TI.',

    // US: user
    'US-0001': 'El usuario está inactivo. Póngase en contacto con el administrador.',
    'US-0002': 'El usuario o la contraseña son incorrectos.',
  } satisfies Record<CatalogueCode, string>,
  generic: {
    requiredFields: 'Por favor completar los campos requeridos.',
    oops: '¡Ups! Se produjo un error. Inténtelo de nuevo.',
    fileNotFound: 'No se encontró el archivo.',
    sessionExpired: 'Su sesión ha expirado. Inicie sesión nuevamente.',
    notAuthorized: 'No está autorizado para acceder a esta sección.',
    noPermission: 'No tiene permiso para acceder a esta sección.',
    noPermissionAction: 'No tiene permiso para realizar esta acción.',
    entityNotAllowed: 'La entidad del usuario no está permitida.',
    errorTitle: 'Error',
    securityTitle: 'Seguridad',
    network: 'No se pudo conectar con el servidor. Verifique su conexión a internet e inténtelo de nuevo.',
  },
  login: {
    wrongCredentials: 'El usuario o la contraseña son incorrectos.',
    secureCodeLength: 'El código de seguridad debe tener 6 dígitos.',
    twoFactorLength: 'El código de autenticación de dos factores debe tener 6 dígitos.',
    incorrectCode: 'El código es incorrecto.',
  },
};
