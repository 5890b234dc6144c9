#if UIKitStandIn
    // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding
    @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        private let getValue: () -> Value
        private let setValue: (Value) -> Void

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/init(get:set:)-6g3d5
        // As declared before the SDKs that mark the closures `@isolated(any) @Sendable`.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            getValue = get
            setValue = set
        }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/wrappedValue
        public var wrappedValue: Value {
            get { getValue() }
            nonmutating set { setValue(newValue) }
        }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/projectedValue
        public var projectedValue: Binding<Value> { self }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/subscript(dynamicMember:)
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            let getValue = getValue
            let setValue = setValue
            return Binding<Subject>(get: { getValue()[keyPath: keyPath] }) { subject in
                var value = getValue()
                value[keyPath: keyPath] = subject
                setValue(value)
            }
        }
    }
#endif
