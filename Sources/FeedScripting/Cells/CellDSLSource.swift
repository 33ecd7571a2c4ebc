/// The cell-template DSL, written in Lua so it reads like SnapKit in scripts (`make.leading:equalTo(icon.trailing)
/// :offset(12)`): `cell(function(c) … end)` runs the builder once and returns a plain table of views and constraints
/// that `DecodingSession.cellTemplate` checks and turns into a `CellTemplate`.
///
/// It runs in the script's sandbox with no extra rights; its locals keep the functions it needs, so a script that
/// reassigns `error` or `setmetatable` cannot break it. Lines come from the `where` function the host passes the chunk
/// (`LuaState.runHostChunk`; `debug` is not in the sandbox): the first caller outside this chunk is the script
/// line that made the view or constraint.
enum CellDSLSource {
    static let chunkName = "feedengine.cells"

    static let text = #"""
        -- The host's where(): the chunk and line of the script code calling into this chunk (LuaState.runHostChunk).
        local where = ...
        local error, type, tostring, setmetatable, getmetatable, rawget, ipairs =
          error, type, tostring, setmetatable, getmetatable, rawget, ipairs

        local function fail(message) error(message, 3) end
        -- Constants and multipliers are checked where they are written, so the message names the call and its
        -- line; the host checks the sums again (several offsets add up).
        local pointLimit, multiplierLimit = \#(Int(DecodingSession.pointLimit)), \#(Int(DecodingSession.multiplierLimit))
        local function finite(value) return type(value) == "number" and value == value and value > -1/0 and value < 1/0 end
        local function pointProblem(value, call)
          if not finite(value) then return call .. " expects a finite number such as " .. call .. "(12), got " .. tostring(value) end
          if value > pointLimit or value < -pointLimit then
            return call .. "(" .. tostring(value) .. ") is too large; geometry is at most " .. pointLimit .. " points"
          end
        end

        local groups = {
          edges = { "top", "leading", "bottom", "trailing" }, size = { "width", "height" },
          center = { "centerX", "centerY" }, horizontalEdges = { "leading", "trailing" },
          verticalEdges = { "top", "bottom" }, directionalEdges = { "top", "leading", "bottom", "trailing" },
        }
        local single = { leading = true, trailing = true, top = true, bottom = true, centerX = true,
          centerY = true, width = true, height = true, left = "leading", right = "trailing" }
        local priorities = { required = 1000, high = 750, medium = 500, low = 250 }

        local Constraint = {}
        Constraint.__index = Constraint
        local function each(self, change)
          for _, record in ipairs(self.records) do change(record) end
          return self
        end
        function Constraint:offset(amount)
          if type(amount) ~= "number" then fail("offset expects a number such as offset(12), got " .. type(amount)) end
          local problem = pointProblem(amount, "offset")
          if problem then fail(problem) end
          return each(self, function(r) r.constant = r.constant + amount end)
        end
        function Constraint:inset(amount)
          local insets = amount
          if type(amount) == "number" then
            insets = { top = amount, leading = amount, bottom = amount, trailing = amount }
          elseif type(amount) ~= "table" then
            fail("inset expects a number or { top =, leading =, bottom =, trailing = }, got " .. type(amount))
          end
          local top, leading = insets.top or 0, insets.leading or insets.left or 0
          local bottom, trailing = insets.bottom or 0, insets.trailing or insets.right or 0
          for _, side in ipairs({ top, leading, bottom, trailing }) do
            local problem = pointProblem(side, "inset")
            if problem then fail(problem) end
          end
          return each(self, function(r)
            local a = r.attribute
            if a == "leading" then r.constant = r.constant + leading
            elseif a == "trailing" then r.constant = r.constant - trailing
            elseif a == "top" then r.constant = r.constant + top
            elseif a == "bottom" then r.constant = r.constant - bottom
            elseif a == "width" then r.constant = r.constant - leading - trailing
            elseif a == "height" then r.constant = r.constant - top - bottom
            elseif a == "centerX" then r.constant = r.constant + (leading - trailing) / 2
            elseif a == "centerY" then r.constant = r.constant + (top - bottom) / 2 end
          end)
        end
        function Constraint:multipliedBy(factor)
          if not finite(factor) or factor > multiplierLimit or factor < -multiplierLimit then
            fail("multipliedBy expects a finite number from " .. -multiplierLimit .. " to " .. multiplierLimit .. ", got " .. tostring(factor))
          end
          return each(self, function(r) r.multiplier = r.multiplier * factor end)
        end
        function Constraint:dividedBy(divisor)
          if not finite(divisor) or (divisor < 1 / multiplierLimit and divisor > -1 / multiplierLimit) then
            fail("dividedBy expects a finite number no nearer 0 than " .. 1 / multiplierLimit .. ", got " .. tostring(divisor))
          end
          return each(self, function(r) r.multiplier = r.multiplier / divisor end)
        end
        function Constraint:priority(value)
          local number = priorities[value] or value
          if not finite(number) or number < 1 or number > 1000 then
            fail("priority expects 1…1000 or \"required\", \"high\", \"medium\", \"low\", got " .. tostring(value))
          end
          return each(self, function(r) r.priority = number end)
        end

        local Anchor = {}
        local View = {}
        local function isView(value) return type(value) == "table" and getmetatable(value) == View end

        local Maker = {}
        Maker.__index = function(self, key)
          local method = rawget(Maker, key)
          if method then return method end
          local attributes = groups[key] or (single[key] and { single[key] == true and key or single[key] })
          if not attributes then fail("make." .. tostring(key) .. " is not an anchor; use leading, trailing, top, bottom, centerX, centerY, width, height, edges, size or center") end
          local chain = { view = self.view, template = self.template, attributes = {} }
          for _, a in ipairs(self.attributes) do chain.attributes[#chain.attributes + 1] = a end
          for _, a in ipairs(attributes) do chain.attributes[#chain.attributes + 1] = a end
          return setmetatable(chain, Maker)
        end

        -- Views are numbered within their template, so a view (or anchor) of another template would name
        -- whichever view has its number here.
        local function foreignProblem(self, target)
          if target.template == self.template then return nil end
          local what = target.name ~= nil and ("view " .. tostring(target.name)) or "that cell's content view"
          return what .. " belongs to another cell template; a constraint can only relate views of its own template"
        end

        local relationNames = { ["=="] = "equalTo", ["<="] = "lessThanOrEqualTo", [">="] = "greaterThanOrEqualTo" }
        local function relate(self, relation, target)
          if #self.attributes == 0 then fail("name an anchor first, as in make.leading:" .. relation .. "(…)") end
          local chunk, line = where()
          local records = {}
          for _, attribute in ipairs(self.attributes) do
            local record = { view = self.view.index, attribute = attribute, relation = relation, multiplier = 1,
              constant = 0, priority = 1000, line = line, chunk = chunk }
            local size = attribute == "width" or attribute == "height"
            if target == "superview" then
              record.target = self.view.parent; record.targetAttribute = attribute
            elseif type(target) == "number" then
              local problem = pointProblem(target, relationNames[relation])
              if problem then fail(problem) end
              if size then record.target = -1 else record.target = self.view.parent end
              record.targetAttribute = attribute; record.constant = target
            elseif isView(target) then
              local problem = foreignProblem(self, target)
              if problem then fail(problem) end
              record.target = target.index; record.targetAttribute = attribute
            elseif type(target) == "table" and getmetatable(target) == Anchor then
              if #self.attributes > 1 then fail("an anchor such as icon.trailing can be the target of one anchor only; name one, as in make.leading") end
              local problem = foreignProblem(self, target)
              if problem then fail(problem) end
              record.target = target.view; record.targetAttribute = target.attribute
            else
              fail(relation .. " expects a view, an anchor such as icon.trailing, or a number, got " .. type(target))
            end
            self.template.constraints[#self.template.constraints + 1] = record
            records[#records + 1] = record
          end
          return setmetatable({ records = records }, Constraint)
        end
        function Maker:equalTo(target) return relate(self, "==", target) end
        function Maker:lessThanOrEqualTo(target) return relate(self, "<=", target) end
        function Maker:greaterThanOrEqualTo(target) return relate(self, ">=", target) end
        function Maker:equalToSuperview() return relate(self, "==", "superview") end
        function Maker:lessThanOrEqualToSuperview() return relate(self, "<=", "superview") end
        function Maker:greaterThanOrEqualToSuperview() return relate(self, ">=", "superview") end

        local kinds = { label = true, image = true, button = true, hstack = true, vstack = true, spacer = true, view = true }

        View.__index = function(self, key)
          local method = rawget(View, key)
          if method then return method end
          if key == "snp" then return self end
          local attribute = single[key]
          if attribute then
            return setmetatable({ view = self.index, attribute = attribute == true and key or attribute,
              template = self.template, name = self.name }, Anchor)
          end
          if kinds[key] then
            return function(parent, fields) return parent:add(key, fields) end
          end
          return nil
        end

        function View:add(kind, fields)
          if type(fields) ~= "table" then fields = {} end
          local template = self.template
          if #template.views >= 64 then fail("a cell template has at most 64 views") end
          local chunk, line = where()
          local index = #template.views + 1
          local record = { kind = kind, parent = self.index, arranged = self.stack, fields = fields, line = line,
            chunk = chunk, name = fields.name or (kind .. index) }
          template.views[index] = record
          return setmetatable({ index = index, parent = self.index, template = template,
            stack = kind == "hstack" or kind == "vstack", name = record.name }, View)
        end
        function View:makeConstraints(build)
          if type(build) ~= "function" then fail("makeConstraints expects function(make) … end") end
          build(setmetatable({ view = self, template = self.template, attributes = {} }, Maker))
          return self
        end
        local function axisPriority(self, which, value, axis)
          local record = self.template.views[self.index]
          if not record then fail("the cell's content view has no " .. which .. " priority") end
          local number = priorities[value] or value
          if not finite(number) or number < 1 or number > 1000 then fail(which .. " priority expects 1…1000 or required/high/medium/low") end
          if axis ~= "horizontal" and axis ~= "vertical" then fail(which .. " priority expects an axis \"horizontal\" or \"vertical\", got " .. tostring(axis)) end
          record[which .. "_" .. axis] = number
          return self
        end
        function View:setContentHuggingPriority(value, axis) return axisPriority(self, "hugging", value, axis) end
        function View:setContentCompressionResistancePriority(value, axis) return axisPriority(self, "compression", value, axis) end

        function cell(build)
          if type(build) ~= "function" then error("cell expects function(c) … end that adds views to c", 2) end
          local chunk, line = where()
          local template = { __dsl = "cellTemplate", views = {}, constraints = {}, line = line, chunk = chunk }
          build(setmetatable({ index = 0, parent = 0, template = template, stack = false }, View))
          return template
        end

        function field(name)
          if type(name) ~= "string" then error("field expects the name of an item field such as field \"name\"", 2) end
          return { __field = name }
        end

        function systemFont(size, weight)
          if type(size) ~= "number" then error("systemFont expects a point size such as systemFont(18, \"semibold\")", 2) end
          return { __font = "system", size = size, weight = weight or "regular" }
        end
        """#
}

extension DSLSchema {
    /// What the cell DSL (CellDSLSource) defines for scripts: its globals and the methods of its views, makers and
    /// constraints, as docs/lua/feedengine.lua declares them.
    package static let cellFunctions: [String] =
        ["cell", "field", "systemFont"]
        + ["label", "image", "button", "hstack", "vstack", "spacer", "view", "makeConstraints"].map { "CellView:" + $0 }
        + ["setContentHuggingPriority", "setContentCompressionResistancePriority"].map { "CellView:" + $0 }
        + ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].map { "CellMaker:" + $0 }
        + ["equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview"].map { "CellMaker:" + $0 }
        + ["offset", "inset", "multipliedBy", "dividedBy", "priority"].map { "CellConstraint:" + $0 }
}
