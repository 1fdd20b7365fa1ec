// Single sign-on: the clinic system's backend hands the widgets a session (here a freshly signed clinic-system link
// from its /sign endpoint); the widgets keep it in memory only and ask again when it expires or is refused.
(function () {
  var storeMeta = document.querySelector('meta[name="yc-store"]');
  var signMeta = document.querySelector('meta[name="yc-sign"]');
  var STORE = storeMeta ? storeMeta.content : location.origin;
  var SIGN = signMeta ? signMeta.content : '/api/demo/cisSign';
  window.__getTokenCalls = 0;
  window.YaoCai = window.YaoCai || function () { (YaoCai.q = YaoCai.q || []).push(arguments); };
  YaoCai('configure', {
    apiBase: STORE + '/api',
    getToken: function () {
      window.__getTokenCalls += 1;
      return fetch(SIGN + '?UserName=zhensuo01&action=home')
        .then(function (r) { return r.json(); })
        .then(function (env) { return env.data; });
    },
  });
  var s = document.createElement('script');
  s.type = 'module';
  s.src = STORE + '/widgets/yaocai.js';
  document.head.appendChild(s);
  function status() {
    var who = window.YaoCai.session ? window.YaoCai.session() : {};
    document.getElementById('cis-status').textContent = who.client_id ? '已连接：' + (who.clinicName || '药采客户') : '未连接药采';
  }
  document.addEventListener('yc:ready', status);
  document.addEventListener('yc:login', status);
  document.addEventListener('yc:logout', status);
})();
