/// The style sheet of the HTML page: a wireframe look matching the SVG, and the scroll snapping of rows.
enum PreviewPageStyle {
    static let css = """
        *{box-sizing:border-box}
        body{margin:0;font:13px system-ui,-apple-system,"Segoe UI",sans-serif;background:#eef0f4;color:#222}
        #toolbar{position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:16px;align-items:center;
          padding:8px 16px;background:#fff;border-bottom:1px solid #d5d9e0}
        #summary{color:#555}#status{color:#888;font-size:12px}
        main{padding:24px 24px 64px 184px}
        #feed{position:relative;isolation:isolate;background:#fff;outline:1px solid #c5cad3}
        .follows-top,.follows-bottom{z-index:2000000}
        .cell,.boundary,.badge,.decoration,.list-background,.separator{position:absolute;overflow:hidden}
        .cell{border:1px solid;border-radius:8px;padding:3px 6px;line-height:1.3}
        .view{position:absolute;overflow:hidden;font-family:Inter,-apple-system,"SF Pro Text",sans-serif}
        .view .line{white-space:nowrap}
        .view.button{display:flex;flex-direction:column;justify-content:center;align-items:center}
        .cell .kind{display:block;font-size:10px;color:#555;white-space:nowrap}
        .cell .title{display:block;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .boundary{display:flex;align-items:center;padding:0 4px;border:1px dashed #7a8394;border-radius:4px;
          background:#fafafa;font-weight:bold;white-space:nowrap}
        .boundary.pinned{border:2px solid #0a84ff}
        .badge{display:flex;align-items:center;justify-content:center;border-radius:999px;background:#ff9500;
          color:#fff;font-size:9px}
        .decoration{border-radius:12px;background:#e4e8ef}
        .list-background{background:#ffffff;border:1px solid #d1d1d6;box-sizing:border-box}
        .separator{background:#c6c6c8;pointer-events:none}
        .row{position:absolute;left:0;overflow-x:auto;overflow-y:hidden;scrollbar-width:none;
          overscroll-behavior-x:contain}
        .row.column{overflow-x:hidden;overflow-y:auto;overscroll-behavior-y:contain}
        .row::-webkit-scrollbar{display:none}
        .row-content{position:relative;height:100%}
        .snap{position:absolute;top:0;height:1px;pointer-events:none}
        .rule{position:absolute;left:-176px;height:0;border-top:1px solid #b8bfcc;pointer-events:none}
        .rule b,.rule i{position:absolute;left:8px;width:160px;overflow:hidden;white-space:nowrap;
          text-overflow:ellipsis}
        .rule b{top:2px;font-size:12px}.rule i{top:18px;font-size:10px;font-style:normal;color:#666}
        .rule i+i{top:32px}
        .rule.down{top:0;width:0;border-top:0;border-left:1px solid #b8bfcc}
        .rule.down b{top:auto;bottom:36px}.rule.down i{top:auto;bottom:20px}.rule.down i+i{top:auto;bottom:6px}
        .rule.leftward b,.rule.leftward i{left:auto;right:8px;text-align:right}
        .fold{position:absolute;left:0;height:0;border-top:1px dashed #d9534f;pointer-events:none}
        .unsafe{border:0;background:rgba(217,83,79,.12)}.bar{border:0;background:rgba(31,36,48,.18)}
        #error-overlay{position:fixed;left:16px;right:16px;bottom:16px;z-index:2000;padding:12px 16px;
          border-radius:8px;background:#3b0d0d;color:#fff;font:13px ui-monospace,monospace;
          box-shadow:0 4px 24px rgba(0,0,0,.35)}
        #error-overlay[hidden]{display:none}
        #error-overlay h2{margin:0 0 8px;font:bold 14px system-ui,sans-serif;color:#ff8a80}
        #error-overlay ul{margin:0;padding-left:18px}#error-overlay p{margin:8px 0 0;color:#ccc}

        """
}
