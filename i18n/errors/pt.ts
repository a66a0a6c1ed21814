import type { errorsEs } from './es';
import type { DeepStrings } from '../types';

/** Same keys as the Spanish reference; a missing or extra key fails typechecking. */
type Catalogue = DeepStrings<typeof errorsEs>;

/** Error catalogue of the console, Portuguese. Slots: `{{0}}`, `{{1}}`, `{{2}}`. */
export const errorsPt = {
    codes: {
        // AM: app management
        'AM-0001': 'O número de série informado não foi encontrado.',
        'AM-0002': 'Não há uma URL de download disponível.',
        'AM-0005': 'O número máximo de imagens permitidas foi atingido.',
        'AM-0006':
            'O código da versão não pode ser inferior ao de uma versão existente.',
        'AM-0008':
            'O item solicitado não foi encontrado: os parâmetros ou o token de acesso não são válidos.',
        'AM-0009': 'Um dos parâmetros não tem um formato válido.',
        'AM-0011':
            'O estabelecimento principal não tem um setor econômico atribuído.',
        'AM-0012':
            'Não há um arquivo binário disponível para alguns dos números de série.',
        'AM-0019': 'É necessário anexar um arquivo de imagem.',
        'AM-0020': 'É necessário definir pelo menos um idioma padrão.',
        'AM-0021':
            'Há idiomas duplicados. Cada idioma só pode ser adicionado uma vez.',
        'AM-0022':
            'Uma categoria de tutorial requer uma imagem e um vídeo.',
        'AM-0023': 'O idioma padrão não pode ser removido.',
        'AM-0029': 'Não foi possível criar ou enviar a mensagem.',
        'AM-0030': 'O arquivo desta versão não foi encontrado.',
        'AM-0031': 'O aplicativo de terceiros não foi encontrado.',
        'AM-0032': 'Alguns terminais não têm acesso a esta versão.',
        'AM-0033': 'É necessário existir pelo menos uma versão ativa.',

        // CM: commerce
        'CM-0001': 'O código de comerciante já está em uso.',
        'CM-0003': 'O código do estabelecimento já existe.',
        'CM-0005': 'É necessário informar uma entidade válida.',
        'CM-0009': 'O nome do grupo já está em uso.',
        'CM-0020':
            'Ocorreram erros ao validar ou processar o arquivo CSV.',
        'CM-0025':
            'Já existe uma campanha publicitária para este estabelecimento.',
        'CM-0026': 'O formato do arquivo não está correto.',

        // CE: commerce fields
        'CE-0001': 'Este campo é obrigatório.',
        'CE-0002': 'O valor excede o tamanho máximo permitido.',
        'CE-0003': 'O valor não atinge o tamanho mínimo exigido.',

        // GM: general
        'GM-0001': 'O token de acesso foi recusado. Faça login novamente.',
        'GM-0002': 'A entidade não é permitida.',
        'GM-0003':
            'Ocorreu um erro inesperado. Tente novamente mais tarde.',
        'GM-0004':
            'Falta um dado necessário para processar a solicitação.',
        'GM-0005':
            'A propriedade para ordenar ou classificar não foi informada.',
        'GM-0006':
            'O registro não pode ser excluído porque possui itens dependentes.',
        'GM-0007':
            'Não é possível concluir a operação porque o registro está em uso.',
        'GM-0008': 'O valor informado para {{0}} não é uma dependência válida.',
        'GM-0009': 'O valor {{1}} do campo {{0}} já está em uso.',
        'GM-0010': 'O registro solicitado não foi encontrado.',
        'GM-0011': 'O registro solicitado foi removido.',
        'GM-0012':
            'Falta uma configuração necessária. Entre em contato com o administrador.',
        'GM-0013': 'Ocorreu um erro ao processar o arquivo.',
        'GM-0014': 'Nenhuma ocorrência correspondente foi encontrada.',
        'GM-0015': 'O endereço de e-mail não é válido.',
        'GM-0016': 'A senha não é válida.',
        'GM-0017':
            'O número de série não está atribuído a nenhum estabelecimento. Verifique os depósitos.',
        'GM-0019': 'O arquivo CSV está vazio.',

        // IS: identity
        'IS-0001': 'A senha e a confirmação não coincidem.',
        'IS-0002': 'O usuário ou a senha não são válidos.',
        'IS-0003': 'A senha não atende aos requisitos de segurança.',
        'IS-0004': 'O usuário está desativado.',
        'IS-0005': 'O usuário não é válido.',
        'IS-0006': 'Já existe um integrador com este código.',
        'IS-0007': 'O endereço de e-mail já está em uso.',
        'IS-0008': 'Os dados informados estão incorretos.',
        'IS-0009': 'Os dados do documento de identidade não coincidem.',
        'IS-0010': 'A senha atual está incorreta.',
        'IS-0011':
            'A solicitação de recuperação de senha expirou. Solicite uma nova.',
        'IS-0012': 'A senha está incorreta.',
        'IS-0013': 'O usuário não é válido.',
        'IS-0014':
            'A autenticação de dois fatores está ativada. Digite o código de verificação para continuar.',
        'IS-0015': 'O código de autenticação de dois fatores não é válido.',
        'IS-0017': 'O código de segurança de 6 dígitos está incorreto.',
        'IS-0019':
            'A duração do cookie excede o número máximo de dias permitido.',
        'IS-0020':
            'Esta senha já foi utilizada anteriormente. Escolha uma diferente.',
        'IS-0021':
            'O usuário está bloqueado. Entre em contato com o administrador.',

        // PM: parameters
        'PM-0001': 'O número de série já existe.',
        'PM-0002': 'O apelido da rede Wi-Fi já está em uso.',
        'PM-0003':
            'Os convênios devem estar ativados quando o Fidelium estiver ativado.',
        'PM-0004': 'O nome do parâmetro não está correto.',
        'PM-0006': 'O registro já existe.',
        'PM-0009': 'O terminal já pertence a um grupo.',
        'PM-0010':
            'Alguns terminais não pertencem ao estabelecimento ou não estão disponíveis.',
        'PM-0011': 'Os parâmetros do terminal não foram encontrados.',
        'PM-0014': 'A lista deve conter pelo menos um elemento.',
        'PM-0019': 'A configuração de BIN não existe ou está incorreta.',
        'PM-0020': 'Os parâmetros do estabelecimento não foram encontrados.',
        'PM-0021': 'Os parâmetros globais não foram encontrados.',
        'PM-0022': 'Os parâmetros do grupo não foram encontrados.',
        'PM-0026': 'Os parâmetros do terminal não foram encontrados.',
        'PM-0027': 'Os parâmetros do convênio não foram encontrados.',
        'PM-0028':
            'O estabelecimento principal não tem um setor econômico atribuído.',
        'PM-0029': 'É necessário um usuário para a criptografia EA.',
        'PM-0030': 'O endereço IP não é válido.',
        'PM-0031': 'A máscara de sub-rede não é válida.',
        'PM-0032': 'Não foi possível criar a rede Wi-Fi.',
        'PM-0033': 'O gateway não é válido.',
        'PM-0034': 'O cabeçalho do arquivo não está correto.',
        'PM-0035': 'Há valores faltando na linha {{0}}.',
        'PM-0036':
            'Há um erro na linha {{0}}, coluna {{1}}: o valor "{{2}}" não é válido.',

        // TM: terminal
        'TM-0001': 'O número de série não tem um formato válido.',
        'TM-0002': 'O terminal não foi encontrado.',
        'TM-0003': 'O número máximo de etiquetas por terminal foi excedido.',
        'TM-0004': 'As etiquetas informadas não foram encontradas.',
        'TM-0005': 'O nome do perfil já está em uso.',
        'TM-0006': 'O apelido não pode ter mais de 150 caracteres.',
        'TM-0007': 'Não há terminais para processar.',
        'TM-0008': 'O número de série já existe.',
        'TM-0009': 'O formato do arquivo não está correto.',
        'TM-0010': 'O número de série {{0}} já existe na entidade {{1}}.',
        'TM-0011':
            'No momento não é possível criar o terminal. Entre em contato com o departamento de TI.',

        // US: user
        'US-0001':
            'O usuário está inativo. Entre em contato com o administrador.',
        'US-0002': 'O usuário ou a senha estão incorretos.',
    },
    generic: {
        requiredFields: 'Por favor, preencha os campos obrigatórios.',
        oops: 'Ops! Ocorreu um erro. Tente novamente.',
        fileNotFound: 'O arquivo não foi encontrado.',
        sessionExpired: 'Sua sessão expirou. Faça login novamente.',
        notAuthorized: 'Você não está autorizado a acessar esta seção.',
        noPermission: 'Você não tem permissão para acessar esta seção.',
        noPermissionAction: 'Você não tem permissão para realizar esta ação.',
        entityNotAllowed: 'A entidade do usuário não é permitida.',
        errorTitle: 'Erro',
        securityTitle: 'Segurança',
        network:
            'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
    },
    login: {
        wrongCredentials: 'O usuário ou a senha estão incorretos.',
        secureCodeLength: 'O código de segurança deve ter 6 dígitos.',
        twoFactorLength:
            'O código de autenticação de dois fatores deve ter 6 dígitos.',
        incorrectCode: 'O código está incorreto.',
    },
} satisfies Catalogue;
