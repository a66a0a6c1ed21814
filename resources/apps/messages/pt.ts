import type { ResourceMessages } from '../../core/messageTypes';
import type { apps } from '../schema';

export const messages = {
  name: { one: 'Aplicativo', other: 'Aplicativos' },
  fields: {
    name: 'Nome',
    packageName: 'Nome do pacote',
    categoryId: 'Categoria',
    developerId: 'Desenvolvedor',
    state: 'Status',
    website: 'Site',
    icon: 'Ícone',
    coverImage: 'Imagem de capa',
    screenshots: 'Capturas de tela',
    termsDocument: 'Termos e condições (PDF)',
    hiringType: 'Tipo de contratação',
    price: 'Preço',
    allowUninstall: 'Permitir desinstalação',
    forceFirstLaunch: 'Forçar primeira execução',
    allowAutoUpdate: 'Permitir atualização automática',
    installOnTransaction: 'Instalar na transação',
    showOnDesktop: 'Mostrar na área de trabalho',
    modelIds: 'Modelos de terminal',
    economicSectorIds: 'Setores econômicos',
    translations: { language: 'Idioma', name: 'Nome', description: 'Descrição' },
  },
  groups: { translations: 'Nomes e descrições por idioma' },
  choices: {
    state: { AVAILABLE: 'Disponível', PILOT: 'Piloto', ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
    hiringType: { FREE: 'Gratuita', SUBSCRIPTION: 'Assinatura paga' },
    translations: { language: { es: 'Espanhol', en: 'Inglês', pt: 'Português' } },
  },
  help: {
    packageName: 'Identificador do pacote Android, por exemplo com.empresa.app.',
    screenshots: 'Até 5 capturas de tela.',
    price: 'Valor da assinatura, com no máximo duas casas decimais.',
  },
} satisfies ResourceMessages<typeof apps>;
