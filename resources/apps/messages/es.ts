import type { ResourceMessages } from '../../core/messageTypes';
import type { apps } from '../schema';

export const messages = {
  name: { one: 'Aplicación', other: 'Aplicaciones' },
  fields: {
    name: 'Nombre',
    packageName: 'Nombre del paquete',
    categoryId: 'Categoría',
    developerId: 'Desarrollador',
    state: 'Estado',
    website: 'Sitio web',
    icon: 'Icono',
    coverImage: 'Imagen de portada',
    screenshots: 'Capturas de pantalla',
    termsDocument: 'Términos y condiciones (PDF)',
    hiringType: 'Tipo de contratación',
    price: 'Precio',
    allowUninstall: 'Permitir desinstalación',
    forceFirstLaunch: 'Forzar primera ejecución',
    allowAutoUpdate: 'Permitir actualización automática',
    installOnTransaction: 'Instalar en transacción',
    showOnDesktop: 'Mostrar en el escritorio',
    modelIds: 'Modelos de terminal',
    economicSectorIds: 'Sectores económicos',
    translations: { language: 'Idioma', name: 'Nombre', description: 'Descripción' },
  },
  groups: { translations: 'Nombres y descripciones por idioma' },
  choices: {
    state: { AVAILABLE: 'Disponible', PILOT: 'Piloto', ACTIVE: 'Activa', INACTIVE: 'Inactiva' },
    hiringType: { FREE: 'Gratuita', SUBSCRIPTION: 'Suscripción de pago' },
    translations: { language: { es: 'Español', en: 'Inglés', pt: 'Portugués' } },
  },
  help: {
    packageName: 'Identificador del paquete Android, por ejemplo com.empresa.app.',
    screenshots: 'Hasta 5 capturas de pantalla.',
    price: 'Importe de la suscripción, con dos decimales como máximo.',
  },
} satisfies ResourceMessages<typeof apps>;
