// /reg: the first register form (query type=1 with pid registers under that inviter); done → the hall.
import { useAppNavigate } from '../../kit/navigation';
import { RegisterForm } from './RegisterForm';

export default function RegisterScreen() {
  const navigate = useAppNavigate();
  return <RegisterForm variant="reg" onDone={() => navigate('/', { replace: true })} />;
}
