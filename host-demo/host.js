// The host side of the demo: connect a demo client, log widget events, optionally veto checkout.
(function () {
  var log = document.getElementById('log');
  function write(name, detail) {
    var li = document.createElement('li');
    li.textContent = new Date().toLocaleTimeString() + ' ' + name + ' ' + JSON.stringify(detail || {});
    log.insertBefore(li, log.firstChild);
  }
  ['yc:ready', 'yc:login', 'yc:logout', 'yc:auth-required', 'yc:cart-change', 'yc:add-to-cart', 'yc:navigate', 'yc:error', 'yc:acting-start', 'yc:acting-end'].forEach(
    function (name) {
      document.addEventListener(name, function (e) { write(name, e.detail); });
    },
  );
  document.addEventListener('yc:checkout-request', function (e) {
    write('yc:checkout-request', e.detail);
    if (document.getElementById('veto-checkout').checked) {
      e.preventDefault();
      write('host', { vetoed: true });
    }
  });
  function status() {
    var s = window.YaoCai && window.YaoCai.session ? window.YaoCai.session() : {};
    document.getElementById('cis-status').textContent = s.client_id ? '已连接：' + (s.clinicName || s.client_id) : '未连接药采';
  }
  // Connect = the signed handshake: this clinic system's backend signs a link for its user (here the store's
  // demo signer, /api/demo/cisSign, stands in for it), and YaoCai.handshake logs the widgets in with it. Without
  // demo mode there is no signer, so the demo falls back to a password login.
  function passwordLogin(user) {
    return window.YaoCai.login(user, 'yc123456');
  }
  function signedHandshake(user) {
    var q = new URLSearchParams({ UserName: user, action: 'home' });
    return fetch('/api/demo/cisSign?' + q.toString())
      .then(function (r) { return r.json(); })
      .then(function (env) {
        if (env.code !== 200) return passwordLogin(user);
        write('host', { signedLink: env.data });
        return window.YaoCai.handshake(env.data).then(function (s) { write('host', { handshake: s }); return s; });
      });
  }
  document.getElementById('cis-login').addEventListener('click', function () {
    var user = document.getElementById('cis-account').value;
    signedHandshake(user).then(status, function (err) { write('host', { loginFailed: String(err && err.message) }); });
  });
  document.getElementById('cis-logout').addEventListener('click', function () {
    window.YaoCai.logout().then(status);
  });
  document.addEventListener('yc:login', status);
  document.addEventListener('yc:logout', status);
  window.addEventListener('load', status);
})();
