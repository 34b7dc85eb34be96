import net from 'node:net';

/**
 * The unit project's set-up: a unit test opens no socket. Listening or connecting throws at once,
 * naming the rule, instead of letting a test reach the network; tests that need sockets belong in
 * tests/server/.
 */
function refuse(what: string): never {
  throw new Error(`a unit test may not ${what}: move it to tests/server/`);
}

net.Server.prototype.listen = function listen() {
  refuse('listen on a socket');
};
net.Socket.prototype.connect = function connect() {
  refuse('open a connection');
};
